import type { Config } from '../../config';

/**
 * The signing secret of fb_token and app tokens. Config types it optional because buildApp's
 * callers resolve it (lib/secret.ts); an app built without it must fail loudly, not sign with ''.
 */
export function authSecret(config: Config): string {
  if (!config.AUTH_SECRET) {
    throw new Error('AUTH_SECRET is not set: resolve it (lib/secret.ts) before building the app');
  }
  return config.AUTH_SECRET;
}
