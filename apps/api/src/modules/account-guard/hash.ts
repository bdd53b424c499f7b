import crypto from 'node:crypto';

/** Logins are kept only as this hash: the throttle must not become a list of who tried what. */
export const sha256Hex = (value: string): string =>
  crypto.createHash('sha256').update(value).digest('hex');
