import {
  ADMINISTRATOR_ACCOUNT_MISSING_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_ORG_ADMIN_MESSAGE,
  ORG_INVITATION_TTL_DAYS,
  USAGE_MIN_PEOPLE,
  USAGE_MONTHS,
  type OrgConsole,
  type OrgMember,
  type OrgSettings,
  type UsageMonth,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { findAccountBy } from '../../auth/service';
import { organisationUsageByMonth, type OrganisationUsageRow } from '../../bookings/service';
import { organisationPoolUsage } from '../../entitlements/service';
import {
  administeredOrganisation,
  countMembers,
  grantAdmin,
  listMembers,
  memberEmails,
  pendingInvitations,
  revokeMembership,
  updateSettings,
} from './queries';
import { createInvitation } from '../membership/membership';
import { findActiveByShortCode, type OrganisationRow } from '../queries';

// The organisation console (issue 10): what an organisation's administrators may see and do.
// Everything is scoped by the one organisation the caller administers; anyone else gets 404.
// Administrators never see a member's clinical record: usage is counts per month, and a month
// resting on fewer than USAGE_MIN_PEOPLE members is hidden (null), so nobody can be singled out.
// The shared pool (issue 11) is one count of the year for the whole organisation (entitlements).

/** Usage months are the calendar months of the organisations' country. */
const REPORTING_TIME_ZONE = 'Asia/Kolkata';

/** The operator makes an existing account an administrator of an organisation. */
export async function makeAdministrator(
  db: Database,
  shortCode: string,
  email: string,
  now: Date,
): Promise<void> {
  const organisation = await findActiveByShortCode(db, shortCode);
  if (!organisation) throw notFound();
  const account = await findAccountBy(db, 'email', email);
  if (!account) throw unprocessable(ADMINISTRATOR_ACCOUNT_MISSING_MESSAGE);
  await grantAdmin(db, account.id, organisation.id, now);
}

/** The organisation the signed-in user administers; 404 for everyone else. */
export async function requireAdministered(db: Database, userId: number) {
  const organisation = await administeredOrganisation(db, userId);
  if (!organisation) throw notFound(NOT_ORG_ADMIN_MESSAGE);
  return organisation;
}

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORTING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The month `back` months before now's month, as YYYY-MM (in the reporting time zone). */
function monthBefore(now: Date, back: number): string {
  const [year, month] = monthFormat.format(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

/** The last USAGE_MONTHS calendar months, oldest first, each present even when empty. */
export function usageMonths(rows: OrganisationUsageRow[], now: Date): UsageMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: UsageMonth[] = [];
  for (let back = USAGE_MONTHS - 1; back >= 0; back--) {
    const month = monthBefore(now, back);
    const row = byMonth.get(month);
    const hidden = row !== undefined && row.people < USAGE_MIN_PEOPLE;
    months.push({
      month,
      sessions_booked: hidden ? null : (row?.booked ?? 0),
      sessions_completed: hidden ? null : (row?.completed ?? 0),
      people: hidden ? null : (row?.people ?? 0),
    });
  }
  return months;
}

export function settingsOf(organisation: OrganisationRow): OrgSettings {
  const { helplineNumber, helplineText } = organisation;
  return {
    email_domains: organisation.emailDomains,
    helpline:
      helplineNumber && helplineText ? { number: helplineNumber, text: helplineText } : null,
  };
}

export async function consoleOverview(
  db: Database,
  organisation: OrganisationRow,
  now: Date,
): Promise<OrgConsole> {
  // A day early is harmless: months before the first shown one are dropped by usageMonths.
  const since = new Date(`${monthBefore(now, USAGE_MONTHS - 1)}-01T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 1);
  // First and alone: it may write this year's pool grant, in a transaction of its own.
  const pools = await organisationPoolUsage(db, organisation.id, now);
  const [members, usage] = await Promise.all([
    countMembers(db, organisation.id),
    organisationUsageByMonth(db, organisation.id, since, REPORTING_TIME_ZONE),
  ]);
  return {
    organisation: {
      name: organisation.name,
      short_code: organisation.shortCode,
      uuid: organisation.uuid,
    },
    settings: settingsOf(organisation),
    member_count: members,
    usage: usageMonths(usage, now),
    pools,
  };
}

export async function consoleMembers(db: Database, organisationId: number): Promise<OrgMember[]> {
  const rows = await listMembers(db, organisationId);
  return rows.map((row) => ({
    uuid: row.uuid,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    joined_at: row.grant ? new Date(row.grant.granted_at).toISOString() : null,
    proof: row.grant?.proof ?? null,
  }));
}

/** Emails an invitation link to each address that is not a member yet. */
export async function inviteMembers(
  db: Database,
  organisation: OrganisationRow,
  emails: string[],
  publicUrl: string,
  now: Date,
): Promise<{ invited: string[]; already_members: string[] }> {
  const members = await memberEmails(db, organisation.id);
  const unique = [...new Set(emails)];
  const invited = unique.filter((email) => !members.has(email));
  for (const email of invited) {
    const request = {
      shortCode: organisation.shortCode,
      email,
      expiresInDays: ORG_INVITATION_TTL_DAYS,
    };
    await createInvitation(db, request, publicUrl, now);
  }
  return { invited, already_members: unique.filter((email) => members.has(email)) };
}

export async function revokeMember(
  db: Database,
  organisationId: number,
  memberUuid: string,
  adminId: number,
  now: Date,
): Promise<void> {
  const revoked = await inTransaction(db, (tx) =>
    revokeMembership(tx, organisationId, memberUuid, adminId, now),
  );
  if (!revoked) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
}

export async function changeSettings(
  db: Database,
  organisationId: number,
  settings: OrgSettings,
): Promise<void> {
  await updateSettings(db, organisationId, {
    emailDomains: [...new Set(settings.email_domains)],
    helplineNumber: settings.helpline?.number ?? null,
    helplineText: settings.helpline?.text ?? null,
  });
}

export async function consoleInvitations(db: Database, organisationId: number, now: Date) {
  const rows = await pendingInvitations(db, organisationId, now);
  return rows.map((row) => ({
    sent_to: row.sentTo,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
}
