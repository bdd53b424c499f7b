import { formatPrice } from './money';
import { z } from '../zod';
import { providerTypeSchema, sessionKindSchema } from '../providers/provider-filters';

// Entitlements (issue 11): sessions a person may book without paying, granted by their
// organisation's benefit each year, kept as an append-only ledger. A balance is the sum of its
// ledger entries; the booking review shows how a booking would be paid (the funding decision).
// The endpoints are in endpoints/entitlements.ts; the review step reads the decision from the
// booking check (`funding`).

/**
 * grant (+), hold (− while a booking waits for its payment), spend (−), release (+: a hold that
 * lapsed or was cancelled, a spend given back), expiry (−rest), adjustment (±: a pool resized
 * mid-year; the ledger is never updated).
 */
export const LEDGER_ENTRY_KINDS = [
  'grant',
  'hold',
  'spend',
  'release',
  'expiry',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * What an organisation's benefit is (issue 11): a per-member allowance of sessions a year (with an
 * optional shared pool on top), a shared pool of sessions only, or a money pool: a rupee budget a
 * year that pays up to a set amount of each session.
 */
export const BENEFIT_KINDS = ['allowance', 'pool_only', 'money_pool'] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

/** Where a lot comes from: an organisation's benefit of the year, or a package the person bought. */
export const ENTITLEMENT_SOURCES = ['organisation_benefit', 'package', 'referral'] as const;

export const entitlementBalanceSchema = z.object({
  /** The lot: one grant of one benefit for one year. */
  id: z.uuid(),
  source: z.enum(ENTITLEMENT_SOURCES),
  /** Who pays: the organisation's name; for a package, the package's name. */
  sponsor: z.string(),
  /** What one credit is, in the plural: "therapy sessions". */
  label: z.string(),
  provider_types: z.array(providerTypeSchema),
  session_kinds: z.array(sessionKindSchema),
  granted: z.number().int().min(0),
  /** Left to book: the sum of the lot's ledger entries. */
  available: z.number().int().min(0),
  period_starts_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type EntitlementBalance = z.infer<typeof entitlementBalanceSchema>;
/**
 * The member's organisation's shared pool of one benefit this year, as members see it: what is
 * left of the whole organisation's budget (never who used it).
 */
export const memberPoolSchema = z.object({
  sponsor: z.string(),
  kind: z.enum(BENEFIT_KINDS),
  label: z.string(),
  /** Sessions; paise for a money pool. Held counts as taken. */
  available: z.number().int().min(0),
  granted: z.number().int().min(0),
  /** A money pool's most per session (paise); null otherwise. */
  cover_per_session: z.number().int().positive().nullable(),
});
export type MemberPool = z.infer<typeof memberPoolSchema>;
export const entitlementBalancesResponseSchema = z.object({
  data: z.array(entitlementBalanceSchema),
  /** The organisation's shared pools this year; empty when it has none. */
  pools: z.array(memberPoolSchema),
});

/**
 * The member dashboard's line for a shared pool: what is left, or that it is used up and why a
 * price shows ("Acme Corp's shared sessions for this year are used up, so …").
 */
export function memberPoolSummary(pool: MemberPool): string {
  if (pool.available <= 0) {
    return pool.kind === 'allowance'
      ? poolUsedUpReason(pool.sponsor, pool.label)
      : sharedPoolUsedUpText(pool.sponsor, pool.kind);
  }
  if (pool.kind === 'money_pool') {
    return `${formatPrice(pool.available)} of ${formatPrice(pool.granted)} left this year from ${pool.sponsor}: up to ${formatPrice(pool.cover_per_session ?? 0)} of each session.`;
  }
  return `${pool.available} of ${pool.granted} shared ${pool.label} left this year at ${pool.sponsor}.`;
}

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  balance_id: z.uuid(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Change to the balance: +6 for a grant of six, −1 for a spend, +1 for a release. */
  amount: z.number().int(),
  /** The booking a spend or release belongs to. */
  booking_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerEntriesResponseSchema = z.object({ data: z.array(ledgerEntrySchema) });
export const ledgerEntryResponseSchema = z.object({ data: ledgerEntrySchema });
export const ledgerEntryParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const LEDGER_ENTRY_NOT_FOUND_MESSAGE = 'Ledger entry not found.';

/**
 * How a booking choice is paid, decided by the one policy engine: a sponsored credit first (when
 * the organisation covers that provider type and kind), otherwise money, with the reason a
 * benefit did not apply.
 */
export const fundingDecisionSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('sponsored'),
    sponsor: z.string(),
    label: z.string(),
    /** Credits left once this booking is made, of `granted` this year. */
    left_after: z.number().int().min(0),
    granted: z.number().int().min(1),
    amount_due: z.literal(0),
  }),
  z.object({
    method: z.literal('package'),
    /** The package's name: "4 therapy sessions". */
    package_name: z.string(),
    /** Which of the package's sessions this booking is: 1 of 4. */
    session_number: z.number().int().min(1),
    granted: z.number().int().min(1),
    left_after: z.number().int().min(0),
    amount_due: z.literal(0),
  }),
  z.object({
    /** A referral reward credit (modules/referrals): one free individual therapy session. */
    method: z.literal('referral'),
    amount_due: z.literal(0),
  }),
  z.object({
    method: z.literal('money'),
    amount_due: z.number().int().min(0),
    /** Why a benefit the person has does not cover this booking; null when they have none. */
    reason: z.string().nullable(),
    /**
     * What the organisation's money pool pays of this session (paise), when it pays a part: the
     * rest is amount_due. Held from the pool while the payment is pending.
     */
    sponsor_cover: z
      .object({ sponsor: z.string(), amount: z.number().int().positive() })
      .optional(),
    /** A coupon that lowered amount_due (paise off the price), applied after every credit. */
    coupon: z.object({ code: z.string(), discount: z.number().int().positive() }).optional(),
  }),
]);
export type FundingDecision = z.infer<typeof fundingDecisionSchema>;

/** What the review says for a sponsored booking: "Covered by Acme Corp · 5 of 6 left this year". */
export const sponsoredSummary = (decision: Extract<FundingDecision, { method: 'sponsored' }>) =>
  `Covered by ${decision.sponsor} · ${decision.left_after} of ${decision.granted} left this year`;

/** What the review says for a booking paid by a package credit: "1 of 4 package sessions". */
export const packageSummary = (decision: Extract<FundingDecision, { method: 'package' }>) =>
  `${decision.session_number} of ${decision.granted} package sessions`;

/** What the review says for a booking paid by a referral reward credit. */
export const REFERRAL_REWARD_SUMMARY = 'Referral reward · free session';

/** The org dashboard's line for a balance: "5 of 6 therapy sessions left this year". */
export const balanceSummary = (
  balance: Pick<EntitlementBalance, 'available' | 'granted' | 'label'>,
) => `${balance.available} of ${balance.granted} ${balance.label} left this year`;

/** The cancel dialog's words for a session paid by a credit (sponsored or package), in time. */
export const CREDIT_COMES_BACK_TEXT =
  'Your organisation or your package covered this session: it goes back to your sessions.';

export const benefitUsedUpReason = (sponsor: string, granted: number, label: string) =>
  `Your ${sponsor} benefit of ${granted} ${label} this year is used up, so this session is paid by you.`;
/**
 * Why a member with sessions of their own left pays: the organisation's pool shared by all its
 * members is used up for the year ("Acme Corp's sponsored therapy sessions for this year are used up").
 */
export const poolUsedUpReason = (sponsor: string, label: string) =>
  `${sponsor}'s sponsored ${label} for this year are used up, so this session is paid by you.`;
/** Why a package the person has does not pay for this booking (tied to another expert). */
export const packageOtherExpertReason = (packageName: string) =>
  `Your package "${packageName}" is for sessions with your own expert only, so this session is paid by you.`;
export const benefitNotCoveringReason = (sponsor: string, label: string) =>
  `${sponsor} covers ${label} only, so this session is paid by you.`;
/**
 * Why a member of an organisation that asks for an authenticator code (`require_totp`) sees the
 * price: this device session has not given the code yet (issue 10; the API's own check).
 */
export const totpRequiredReason = (sponsor: string) =>
  `${sponsor} covers this session once you enter the code from your authenticator app on your organisation dashboard. Until then, it is paid by you.`;

/** What the review says when a money pool pays part: "Covered by Acme Corp: ₹500 · Pay ₹700". */
export const partCoverSummary = (cover: { sponsor: string; amount: number }, amountDue: number) =>
  amountDue === 0
    ? `Covered by ${cover.sponsor} · Nothing to pay`
    : `Covered by ${cover.sponsor}: ${formatPrice(cover.amount)} · Pay ${formatPrice(amountDue)}`;

/**
 * What a part-covered session's payment and receipt say of its two parts, naming who paid:
 * "Price ₹1,200: ₹500 paid by Acme Corp, ₹700 by you" ("your organisation" only when the
 * sponsor is unknown).
 */
export const partCoverReceiptText = (
  price: number,
  cover: number,
  paid: number,
  sponsor: string | null,
) =>
  `Price ${formatPrice(price)}: ${formatPrice(cover)} paid by ${sponsor ?? 'your organisation'}, ${formatPrice(paid)} by you${cover + paid < price ? ' after your coupon' : ''}`;

/** A booked session's organisation part, as the member reads it: "Covered by Acme Corp: ₹500". */
export const sponsorCoverText = (cover: { sponsor: string; amount: number }) =>
  `Covered by ${cover.sponsor}: ${formatPrice(cover.amount)}`;

/** What a payment with a coupon says of it: "Price ₹800, coupon −₹160: ₹640 paid". */
export const couponReceiptText = (price: number, discount: number) =>
  `Price ${formatPrice(price)}, coupon −${formatPrice(discount)}: ${formatPrice(price - discount)} paid`;

/**
 * Why a member of a pool-only or money-pool benefit pays in full: the organisation's shared
 * budget for the year is used up ("Acme Corp's shared sessions for this year are used up").
 */
export const sharedPoolUsedUpText = (sponsor: string, kind: 'pool_only' | 'money_pool') =>
  kind === 'money_pool'
    ? `${sponsor}'s budget for sessions this year is used up, so this session is paid by you.`
    : `${sponsor}'s shared sessions for this year are used up, so this session is paid by you.`;

/**
 * A late payment for a session part-paid by the organisation, after the checkout lapsed and the
 * held part went back to the pool: the booking is not confirmed and the payment is refunded.
 */
export const HOLD_COVER_LAPSED_MESSAGE =
  "This checkout ran out of time and your organisation's part went back to its budget. Your payment is refunded in full; please book again.";
