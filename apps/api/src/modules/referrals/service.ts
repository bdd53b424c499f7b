import { randomInt } from 'node:crypto';
import {
  DOC_REFERRAL_NOT_FOUND_MESSAGE,
  REFERRAL_ALREADY_CLAIMED_MESSAGE,
  REFERRAL_CLAIM_WINDOW_DAYS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  REFERRAL_LIMIT_MESSAGE,
  REFERRAL_NOT_NEW_MESSAGE,
  REFERRAL_OWN_CODE_MESSAGE,
  REFERRAL_REWARDS_PER_YEAR,
  REFERRAL_SAME_DEVICE_MESSAGE,
  referralLink,
  type ReferralSummary,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import {
  accountCreatedAt,
  codeOf,
  hasBooking,
  insertCode,
  insertReferral,
  ownerOfCode,
  recordDocReferral,
  referralOf,
  referralsBy,
  rewardsSince,
  sharedDevice,
} from './queries';
export { referralsPersonalData } from './personal-data';
export { referralRewards } from './rewards';

// Referrals: the person's code and link, the claim with its fraud rules, the doctor's referral.
// The reward on a completed paid session is in rewards.ts (wired by composition.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** The person's code, made on first use (a taken code, about 1 in 10^11, is drawn again). */
async function ensureCode(db: Database, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await codeOf(db, userId);
    if (existing) return existing;
    await insertCode(db, userId, newCode(), now);
  }
  const code = await codeOf(db, userId);
  if (!code) throw new Error('could not draw a free referral code');
  return code;
}

/** GET referrals: the code, the link on the host serving this request, and the friends so far. */
export async function ownSummary(
  db: Database,
  userId: number,
  origin: string,
  now: Date,
): Promise<ReferralSummary> {
  const code = await ensureCode(db, userId, now);
  const rows = await referralsBy(db, userId);
  const yearAgo = new Date(now.getTime() - YEAR_MS);
  const rewarded = await rewardsSince(db, userId, yearAgo);
  // Referred and not yet rewarded: the reward hook refuses at the referrer's limit, so say so.
  const referredBy = await referralOf(db, userId);
  const referrerAtLimit =
    referredBy !== null &&
    referredBy.rewardedAt === null &&
    (await rewardsSince(db, referredBy.referrerId, yearAgo)) >= REFERRAL_REWARDS_PER_YEAR;
  return {
    code,
    link: referralLink(origin, code),
    referrals: rows.map((row) => ({
      id: row.uuid,
      firstname: row.firstname,
      status: row.rewardedAt ? 'rewarded' : 'signed_up',
      created_at: row.createdAt.toISOString(),
    })),
    // The same count as the claim's and the reward's limit (rewards.ts), so the card says why.
    reward_limit_reached: rewarded >= REFERRAL_REWARDS_PER_YEAR,
    referrer_limit_reached: referrerAtLimit,
  };
}

/**
 * POST referrals/claim. The fraud limits, each with its own message: not one's own code; only a
 * new account (≤ 7 days, no booking yet); one referrer per person (also the unique index); not
 * from a device the referrer signed in on; a referrer with 10 rewards this year takes no more.
 */
export async function claimReferral(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<{ referrer_firstname: string }> {
  const user = { id: userId, createdAt: await accountCreatedAt(db, userId) };
  const referrer = await ownerOfCode(db, code);
  if (!referrer) throw unprocessable(REFERRAL_CODE_UNKNOWN_MESSAGE);
  if (referrer.id === user.id) throw unprocessable(REFERRAL_OWN_CODE_MESSAGE);
  if (await referralOf(db, user.id)) throw conflict(REFERRAL_ALREADY_CLAIMED_MESSAGE);
  const tooOld = now.getTime() - user.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_DAYS * DAY_MS;
  if (tooOld || (await hasBooking(db, user.id))) throw unprocessable(REFERRAL_NOT_NEW_MESSAGE);
  if (await sharedDevice(db, referrer.id, user.id)) {
    throw unprocessable(REFERRAL_SAME_DEVICE_MESSAGE);
  }
  const rewarded = await rewardsSince(db, referrer.id, new Date(now.getTime() - YEAR_MS));
  if (rewarded >= REFERRAL_REWARDS_PER_YEAR) throw unprocessable(REFERRAL_LIMIT_MESSAGE);
  if (!(await insertReferral(db, { referrerId: referrer.id, referredId: user.id, now }))) {
    throw conflict(REFERRAL_ALREADY_CLAIMED_MESSAGE);
  }
  return { referrer_firstname: referrer.firstname };
}

/** GET {uuid}/update_doc_referral: only the signed-in person's own uuid; idempotent. */
export async function updateDocReferral(
  db: Database,
  user: { id: number; uuid: string },
  uuid: string,
  now: Date,
) {
  if (uuid.toLowerCase() !== user.uuid.toLowerCase())
    throw notFound(DOC_REFERRAL_NOT_FOUND_MESSAGE);
  const row = await recordDocReferral(db, user.id, now);
  return { attribution_source: 'doc_referral' as const, recorded_at: row.recordedAt.toISOString() };
}
