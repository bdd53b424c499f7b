import { REFERRAL_REWARDS_PER_YEAR } from './referral-constants';
import { z } from '../zod';

// Referrals (issue 11): a code and link per person; a friend who signs up through it and claims
// it is "signed up"; when the friend's first paid session is completed both get one free
// individual therapy session (a grant lot of source `referral` in the entitlements ledger).
// Endpoints: `endpoints/referrals.ts` (signed in, the owner's own only; SPEC §7's doctor referral
// for another person's uuid is a 404).

export * from './referral-constants';

export const REFERRAL_STATUSES = ['signed_up', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  signed_up: 'Signed up',
  rewarded: 'Rewarded',
};

export const referralSchema = z.object({
  id: z.uuid(),
  /** The friend's first name only. */
  firstname: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  created_at: z.iso.datetime(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  link: z.url(),
  referrals: z.array(referralSchema),
  /**
   * The person has had REFERRAL_REWARDS_PER_YEAR rewards in the last 365 days: no friend's
   * session rewards anyone now, and the card says why (REFERRAL_REWARD_LIMIT_TEXT).
   */
  reward_limit_reached: z.boolean(),
  /**
   * The person was referred, their reward is still to come, and the friend who referred them has
   * reached the yearly limit: no reward will come now (REFERRAL_REFERRER_LIMIT_TEXT). Nothing else
   * about the referrer is said.
   */
  referrer_limit_reached: z.boolean(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
export const referralSummaryResponseSchema = z.object({ data: referralSummarySchema });

export const referralClaimBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a referral code.')
    .max(32, 'This referral code is not valid.')
    .transform((code) => code.toUpperCase()),
});
export const referralClaimResponseSchema = z.object({
  data: z.object({ referrer_firstname: z.string() }),
});

export const docReferralParamsSchema = z.object({ uuid: z.string().min(1).max(100) });
export const docReferralQuerySchema = z.object({ doc_referral: z.literal('true') });
export const docReferralResponseSchema = z.object({
  data: z.object({ attribution_source: z.literal('doc_referral'), recorded_at: z.iso.datetime() }),
});

export const REFERRAL_CODE_UNKNOWN_MESSAGE = 'This referral code is not valid.';
export const REFERRAL_OWN_CODE_MESSAGE = 'You cannot use your own referral code.';
export const REFERRAL_NOT_NEW_MESSAGE =
  'Referral codes are for new accounts only (within 7 days of sign-up, before a first booking).';
export const REFERRAL_ALREADY_CLAIMED_MESSAGE = 'You have already been referred by someone.';
export const REFERRAL_SAME_DEVICE_MESSAGE =
  'This referral cannot be used from the device the referrer uses.';
/** The referral card's words for a referrer at the yearly limit: why no reward comes now. */
export const REFERRAL_REWARD_LIMIT_TEXT = `You have had ${REFERRAL_REWARDS_PER_YEAR} referral rewards in the last 12 months, the most there can be. Until your earliest one is a year old, your link brings no new sign-ups and no friend's session earns a free session, for you or for them.`;
/** The referral card's words for a friend whose referrer is at the yearly limit. */
export const REFERRAL_REFERRER_LIMIT_TEXT = `The person who referred you has had the most referral rewards there can be this year (${REFERRAL_REWARDS_PER_YEAR}), so your first completed session will not earn a free session, for you or for them.`;
export const REFERRAL_LIMIT_MESSAGE =
  'This referral code has reached its limit of 10 rewarded referrals this year.';
export const DOC_REFERRAL_NOT_FOUND_MESSAGE = 'Customer not found.';
