import crypto from 'node:crypto';

/**
 * An admin route is open only with ADMIN_TOKEN set and sent back exactly. Hashing both sides
 * first gives equal lengths, so the comparison takes the same time whatever was sent.
 */
export function isAdminToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}
