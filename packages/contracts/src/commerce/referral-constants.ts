// Referral constants without a schema: the start-up (eagerly loaded) reads the query parameter,
// and importing a Zod schema module there would bring Zod onto the log-in page.

/** Unambiguous characters: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
/** The sign-up page's query parameter carrying the code. */
export const REFERRAL_QUERY_PARAM = 'ref';
export const referralLink = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, '')}/auth/sign-up/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** Rewards a referrer may earn in 365 days (fraud limit). */
export const REFERRAL_REWARDS_PER_YEAR = 10;
/** A referral is claimed by a new account only: created at most this many days ago. */
export const REFERRAL_CLAIM_WINDOW_DAYS = 7;
