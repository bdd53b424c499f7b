import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Secrets and personal data never reach the logs: headers that carry tokens, and any body or
 * object field that holds a password, token, email or phone number.
 */
export const redactedPaths = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["jwt-token"]',
  'req.headers["secondary-profile-access-token"]',
  'req.headers.uid',
  'res.headers["access-token"]',
  'res.headers["set-cookie"]',
  'res.headers.uid',
  '*.password',
  '*.current_password',
  '*.password_confirmation',
  '*.token',
  '*.access_token',
  '*.reset_password_token',
  '*.email',
  '*.mobile',
  '*.phone',
  '*.fb_token',
  '*.uid',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      // Query strings can carry tokens (app_token, token, jwt): log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}
