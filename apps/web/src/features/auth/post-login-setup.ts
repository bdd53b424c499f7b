import { isStaffUser, type User } from '@kaizen/contracts';
import { localStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

/**
 * The organisation's own email domains, whose people are excluded from analytics (SPEC §4, §6
 * "Internal-company-domain users are excluded from analytics"). Comma-separated at build time.
 */
const INTERNAL_EMAIL_DOMAINS = (import.meta.env.VITE_INTERNAL_EMAIL_DOMAINS ?? 'kaizen.health')
  .split(',')
  .map((domain: string) => domain.trim().toLowerCase())
  .filter(Boolean);

export function isInternalEmail(
  email: string,
  domains: readonly string[] = INTERNAL_EMAIL_DOMAINS,
) {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return domains.some((internal) => domain === internal || domain.endsWith(`.${internal}`));
}

const setFlag = (store: KeyValueStore, key: string, on: boolean) =>
  on ? store.setItem(key, 'true') : store.removeItem(key);

/**
 * SPEC §4 start-up "users without app_token or token query get a post-login setup action" (a
 * native shell that hands over a token has done this itself): what this device remembers about
 * the person who signed in.
 * - block_analytics: 'true' for internal-domain users (SPEC §4 Analytics).
 * - is_verified_partnership_user: 'true' for a verified organisation user, the SPEC §6 staff rule.
 */
export function postLoginSetup(
  user: Pick<User, 'email' | 'usertype' | 'is_verified'>,
  store: KeyValueStore = localStore,
  internalDomains?: readonly string[],
) {
  setFlag(store, StorageKey.blockAnalytics, isInternalEmail(user.email, internalDomains));
  setFlag(store, StorageKey.isVerifiedPartnershipUser, isStaffUser(user));
}
