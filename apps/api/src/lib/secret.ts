import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The signing secret for short-lived tokens (fb_token, app tokens, join payloads). Without
 * AUTH_SECRET a random one is created once in DATA_DIR, so a single machine needs no set-up and
 * restarts keep tokens valid. Several API instances must share AUTH_SECRET.
 */
export function resolveAuthSecret(config: Config): Config & { AUTH_SECRET: string } {
  if (config.AUTH_SECRET) return { ...config, AUTH_SECRET: config.AUTH_SECRET };
  if (config.DATABASE_URL && config.NODE_ENV === 'production') {
    throw new Error(
      'AUTH_SECRET: must be set when DATABASE_URL is set (shared by every API instance)',
    );
  }
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return { ...config, AUTH_SECRET: fs.readFileSync(file, 'utf8').trim() };
}
