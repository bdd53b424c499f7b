import crypto from 'node:crypto';

/** A random secret for a header or a link: 128 bits unless told, URL-safe. */
export const randomToken = (bytes = 16): string => crypto.randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this hash, so a database leak gives no usable token. */
export const sha256Hex = (value: string): string =>
  crypto.createHash('sha256').update(value).digest('hex');

/** Compares two SHA-256 hex digests without leaking where they differ through timing. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
