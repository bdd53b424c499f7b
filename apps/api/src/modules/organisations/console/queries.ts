import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { organisationAdmins } from './tables';
import { membershipGrants, organisationInvitations } from '../membership/tables';
import { organisations } from '../tables';

// Data access of the organisation console (rules in console.ts). Every read and write is scoped
// by the organisation the caller administers.

/** The active organisation this user administers, if any (one per administrator). */
export async function administeredOrganisation(db: Database, userId: number) {
  const [row] = await db
    .select({ organisation: organisations })
    .from(organisationAdmins)
    .innerJoin(organisations, eq(organisations.id, organisationAdmins.organisationId))
    .where(and(eq(organisationAdmins.userId, userId), eq(organisations.active, true)))
    .orderBy(organisationAdmins.grantedAt)
    .limit(1);
  return row?.organisation ?? null;
}

export async function grantAdmin(
  db: Database,
  userId: number,
  organisationId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(organisationAdmins)
    .values({ userId, organisationId, grantedAt: now })
    .onConflictDoNothing();
}

/** The latest live grant of each member: how and when they joined. */
const latestGrant = sql`(
  select json_build_object('granted_at', g.granted_at, 'proof', g.proof)
  from ${membershipGrants} g
  where g.user_id = ${users.id} and g.organisation_id = ${users.organisationId}
    and g.revoked_at is null
  order by g.granted_at desc limit 1
)`;

export async function listMembers(db: Database, organisationId: number) {
  return db
    .select({
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      grant: sql<{ granted_at: string; proof: string } | null>`${latestGrant}`,
    })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.usertype, 'member')))
    .orderBy(users.firstname, users.lastname);
}

export async function countMembers(db: Database, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.usertype, 'member')));
  return row?.count ?? 0;
}

/** Which of these addresses already belong to members of the organisation. */
export async function memberEmails(db: Database, organisationId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.usertype, 'member')));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/**
 * Ends a membership: the person keeps their account and record as a patient (self-pay), and the
 * grant that made them a member says who ended it and when. False when they are not a member.
 */
export async function revokeMembership(
  db: Database,
  organisationId: number,
  memberUuid: string,
  revokedBy: number,
  now: Date,
): Promise<boolean> {
  const [member] = await db
    .update(users)
    .set({ organisationId: null, usertype: 'patient', isVerified: false, updatedAt: now })
    .where(
      and(
        eq(users.uuid, memberUuid),
        eq(users.organisationId, organisationId),
        eq(users.usertype, 'member'),
      ),
    )
    .returning({ id: users.id });
  if (!member) return false;
  await db
    .update(membershipGrants)
    .set({ revokedAt: now, revokedBy })
    .where(
      and(
        eq(membershipGrants.userId, member.id),
        eq(membershipGrants.organisationId, organisationId),
        isNull(membershipGrants.revokedAt),
      ),
    );
  return true;
}

export async function pendingInvitations(db: Database, organisationId: number, now: Date) {
  return db
    .select({
      sentTo: organisationInvitations.sentTo,
      expiresAt: organisationInvitations.expiresAt,
      createdAt: organisationInvitations.createdAt,
    })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(organisationInvitations.createdAt))
    .limit(500);
}

export async function updateSettings(
  db: Database,
  organisationId: number,
  settings: { emailDomains: string[]; helplineNumber: string | null; helplineText: string | null },
): Promise<void> {
  await db.update(organisations).set(settings).where(eq(organisations.id, organisationId));
}

/** The id of a member of this organisation by uuid, or null (another organisation's too). */
export async function memberIdOf(
  db: Database,
  organisationId: number,
  memberUuid: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.uuid, memberUuid.toLowerCase()),
        eq(users.organisationId, organisationId),
        eq(users.usertype, 'member'),
      ),
    );
  return row?.id ?? null;
}
