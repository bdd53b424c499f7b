import { formatPrice } from '../commerce/money';
import { BENEFIT_KINDS } from '../commerce/entitlements';
import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// The organisation console (/org-admin, issue 10): organisation administrators invite and
// revoke members, set the email domains and helpline, and see usage as aggregates only.

export const ORG_ADMIN_PATH = '/org-admin';
/** A usage cell resting on fewer people than this is not shown (no member can be singled out). */
export const USAGE_MIN_PEOPLE = 5;
export const USAGE_MONTHS = 6;
export const MAX_INVITATIONS_PER_REQUEST = 200;

export const NOT_ORG_ADMIN_MESSAGE = 'You are not an administrator of an organisation.';
export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of your organisation.';

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The mobile or landline a helpline is reached on: digits, spaces, + and hyphens. */
const helplinePattern = /^\+?[0-9][0-9 -]{5,19}$/;

export const helplineSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(helplinePattern, 'Enter the helpline number with digits only, e.g. 1800 123 4567.'),
  text: plainText()
    .trim()
    .min(1, 'Say when the helpline answers and who answers it.')
    .max(200, 'Keep the helpline text under 200 characters.'),
});
export type Helpline = z.infer<typeof helplineSchema>;

export const orgSettingsSchema = z.object({
  email_domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(domainPattern, 'Enter email domains like acme.com, one per line.'),
    )
    .max(20, 'At most 20 email domains.'),
  helpline: helplineSchema.nullable(),
});
export type OrgSettings = z.infer<typeof orgSettingsSchema>;

/** One month of the organisation's usage; null where fewer than USAGE_MIN_PEOPLE are behind it. */
export const usageMonthSchema = z.object({
  month: z.string(),
  sessions_booked: z.number().int().nullable(),
  sessions_completed: z.number().int().nullable(),
  people: z.number().int().nullable(),
});
export type UsageMonth = z.infer<typeof usageMonthSchema>;

/**
 * The organisation's shared pool of one benefit this year (issue 11): sessions its members took
 * from it (held, booked or completed; cancelled in time ones came back) of the year's total.
 */
export const orgPoolSchema = z.object({
  /** The benefit's id: the console resizes its pool with it. */
  benefit_id: z.uuid(),
  /** allowance (a pool on top of each member's sessions), pool_only, or money_pool (paise). */
  kind: z.enum(BENEFIT_KINDS),
  /** What one session of the benefit is, in the plural: "therapy sessions". */
  label: z.string(),
  /** Sessions; paise for a money pool. Held, booked or completed, less what came back. */
  used: z.number().int().min(0),
  /** This year's size: the grant and any mid-year adjustments. */
  total: z.number().int().min(0),
  /** A money pool's most per session, in paise; null otherwise. */
  cover_per_session: z.number().int().positive().nullable(),
});
export type OrgPool = z.infer<typeof orgPoolSchema>;
/**
 * The console's line for a pool: "3 of 4 therapy sessions used this year", or for a money pool
 * "₹4,500 of ₹10,000 used this year (up to ₹600 a session)".
 */
export const poolUsageSummary = (pool: OrgPool) =>
  pool.kind === 'money_pool'
    ? `${formatPrice(pool.used)} of ${formatPrice(pool.total)} used this year (up to ${formatPrice(pool.cover_per_session ?? 0)} a session)`
    : `${pool.used} of ${pool.total} ${pool.label} used this year`;

/**
 * PUT /api/org-admin/benefits/{id}/pool: the pool's size this year and on (sessions, or rupees for
 * a money pool). A change mid-year is an adjustment entry of the ledger, never an update.
 */
export const POOL_SIZE_MAX = 1_000_000;
export const poolSizeRequestSchema = z.object({
  size: z
    .number({ error: 'Enter the pool size as a whole number.' })
    .int('Enter the pool size as a whole number.')
    .min(1, 'A pool holds at least 1.')
    .max(POOL_SIZE_MAX, `A pool holds at most ${POOL_SIZE_MAX.toLocaleString('en-IN')}.`),
});
export type PoolSizeRequest = z.infer<typeof poolSizeRequestSchema>;
export const orgPoolsResponseSchema = z.object({ data: z.array(orgPoolSchema) });
export const poolParamsSchema = z.object({ id: z.uuid('Benefit not found.') });
export const POOL_BELOW_USED_MESSAGE =
  'The pool cannot be smaller than what your members have already used or hold this year.';
export const BENEFIT_NOT_FOUND_MESSAGE = 'Benefit not found.';

export const orgConsoleSchema = z.object({
  organisation: z.object({ name: z.string(), short_code: z.string(), uuid: z.string() }),
  settings: orgSettingsSchema,
  member_count: z.number().int(),
  usage: z.array(usageMonthSchema),
  /** The benefit pools shared by all members, this year; empty when there is none. */
  pools: z.array(orgPoolSchema),
});
export type OrgConsole = z.infer<typeof orgConsoleSchema>;
export const orgConsoleResponseSchema = z.object({ data: orgConsoleSchema });

/** A member as the console sees them: who, since when, through which proof; no clinical data. */
export const orgMemberSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  joined_at: z.string().nullable(),
  proof: z.string().nullable(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;
export const orgMembersResponseSchema = z.object({ data: z.array(orgMemberSchema) });

export const pendingInvitationSchema = z.object({
  sent_to: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsResponseSchema = z.object({
  data: z.array(pendingInvitationSchema),
});

export const inviteMembersRequestSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().max(320).pipe(z.email('Enter valid email addresses.')))
    .min(1, 'Add at least one email address.')
    .max(MAX_INVITATIONS_PER_REQUEST, `Invite at most ${MAX_INVITATIONS_PER_REQUEST} at a time.`),
});
export const inviteMembersResponseSchema = z.object({
  data: z.object({ invited: z.array(z.string()), already_members: z.array(z.string()) }),
});

/** Operator API: POST /api/admin/organisations/{short_code}/administrators (x-admin-token). */
export const grantAdministratorRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid email address.')),
});
export const ADMINISTRATOR_ACCOUNT_MISSING_MESSAGE =
  'No Kaizen account has this email: the person signs up first, then you make them an administrator.';

export const memberParamsSchema = z.object({ uuid: z.uuid() });
/** The operator API's organisation, by its short code. */
export const organisationShortCodeParamsSchema = z.object({
  short_code: z.string().trim().min(1).max(63),
});
/** The answer of a console action that has nothing to show. */
export const noDataResponseSchema = z.object({ data: z.null() });

/**
 * The addresses in pasted or uploaded CSV text: any cell that looks like an email, first column
 * or not, header rows and blanks skipped, duplicates once.
 */
export function emailsFromCsv(text: string): { emails: string[]; rejected: string[] } {
  const emails = new Set<string>();
  const rejected: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const email = cells.find((cell) => cell.includes('@'));
    if (!email) continue;
    if (z.email().safeParse(email).success) emails.add(email.toLowerCase());
    else rejected.push(email);
  }
  return { emails: [...emails], rejected };
}
