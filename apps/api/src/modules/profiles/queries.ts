import crypto from 'node:crypto';
import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Gender, ProfileRelationship } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { profileMembers, profileSessions } from './tables';

/** What a profile shows of a person (SPEC §3 profiles), without any way to reach them. */
const profileColumns = {
  id: users.id,
  uuid: users.uuid,
  firstname: users.firstname,
  lastname: users.lastname,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
};

export async function findPerson(db: Database, userId: number) {
  const [row] = await db
    .select({
      ...profileColumns,
      usertype: users.usertype,
      firebaseid: users.firebaseid,
      email: users.email,
      isVerified: users.isVerified,
      firstTimeToAmahaUser: users.firstTimeToAmahaUser,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A link the account holder has not removed. */
const linked = isNull(profileMembers.removedAt);

/** The account's members, oldest first; only ever read by the account holder's id. */
export function membersOf(db: Database, accountUserId: number) {
  return db
    .select({ ...profileColumns, relationship: profileMembers.relationship })
    .from(profileMembers)
    .innerJoin(users, eq(users.id, profileMembers.memberUserId))
    .where(and(eq(profileMembers.accountUserId, accountUserId), linked))
    .orderBy(asc(profileMembers.slot));
}

export async function memberCount(db: Database, accountUserId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(profileMembers)
    .where(and(eq(profileMembers.accountUserId, accountUserId), linked));
  return row?.value ?? 0;
}

/** The member with this uuid if it belongs to this account, else undefined (→ 404). */
export async function findMemberOf(db: Database, accountUserId: number, memberUuid: string) {
  const [row] = await db
    .select({ ...profileColumns, relationship: profileMembers.relationship })
    .from(profileMembers)
    .innerJoin(users, eq(users.id, profileMembers.memberUserId))
    .where(and(eq(profileMembers.accountUserId, accountUserId), eq(users.uuid, memberUuid), linked))
    .limit(1);
  return row;
}

/** Locks the account holder's row: members of one account are added one at a time. */
export async function lockAccount(db: Database, accountUserId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, accountUserId)).for('update');
}

export async function usedSlots(db: Database, accountUserId: number): Promise<number[]> {
  const rows = await db
    .select({ slot: profileMembers.slot })
    .from(profileMembers)
    .where(and(eq(profileMembers.accountUserId, accountUserId), linked));
  return rows.flatMap((row) => (row.slot === null ? [] : [row.slot]));
}

interface NewMember {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  gender: Gender;
  relationship: ProfileRelationship;
}

/**
 * The member as a patient of their own: no password, no mobile, and an address on the reserved
 * .invalid domain (RFC 2606) that can never receive mail or be signed up with; notices about
 * their care go to the account holder.
 */
export async function insertMember(
  db: Database,
  accountUserId: number,
  slot: number,
  member: NewMember,
  now: Date,
) {
  const id = crypto.randomUUID();
  const [person] = await db
    .insert(users)
    .values({
      uuid: id,
      firebaseid: crypto.randomUUID(),
      firstname: member.firstname,
      lastname: member.lastname,
      email: `member-${id}@members.kaizen.invalid`,
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
      isVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning(profileColumns);
  if (!person) throw new Error('member insert returned no row');
  await db.insert(profileMembers).values({
    accountUserId,
    memberUserId: person.id,
    slot,
    relationship: member.relationship,
    createdAt: now,
  });
  return { ...person, relationship: member.relationship };
}

export async function insertProfileSession(
  db: Database,
  values: { tokenHash: string; deviceSessionId: number; memberUserId: number; now: Date },
) {
  await db.insert(profileSessions).values({
    tokenHash: values.tokenHash,
    deviceSessionId: values.deviceSessionId,
    memberUserId: values.memberUserId,
    createdAt: values.now,
  });
}

/**
 * The member a secondary token stands for, only on the device session it was made on and only
 * while the member still belongs to the account signed in there.
 */
export async function memberOfProfileSession(
  db: Database,
  tokenHash: string,
  deviceSessionId: number,
  accountUserId: number,
) {
  const [row] = await db
    .select({ memberUserId: profileSessions.memberUserId })
    .from(profileSessions)
    .innerJoin(
      profileMembers,
      and(
        eq(profileMembers.memberUserId, profileSessions.memberUserId),
        eq(profileMembers.accountUserId, accountUserId),
        linked,
      ),
    )
    .where(
      and(
        eq(profileSessions.tokenHash, tokenHash),
        eq(profileSessions.deviceSessionId, deviceSessionId),
      ),
    )
    .limit(1);
  return row?.memberUserId;
}

/** The member's sessions still ahead: confirmed and not over, or held while the hold lasts. */
export async function upcomingSessionCount(
  db: Database,
  memberUserId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, memberUserId),
        or(
          and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now)),
          and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Unlinks a member (the row and slot of a linked member of this account only) and ends every
 * switch to them; true when there was one to remove.
 */
export async function removeMemberLink(
  db: Database,
  accountUserId: number,
  memberUserId: number,
  now: Date,
): Promise<boolean> {
  const removed = await db
    .update(profileMembers)
    .set({ removedAt: now, slot: null })
    .where(
      and(
        eq(profileMembers.accountUserId, accountUserId),
        eq(profileMembers.memberUserId, memberUserId),
        linked,
      ),
    )
    .returning({ id: profileMembers.id });
  await db.delete(profileSessions).where(eq(profileSessions.memberUserId, memberUserId));
  return removed.length > 0;
}

export async function deleteProfileSessions(db: Database, deviceSessionId: number) {
  await db.delete(profileSessions).where(eq(profileSessions.deviceSessionId, deviceSessionId));
}

export async function updateRegistration(
  db: Database,
  userId: number,
  values: { firstname: string; lastname: string; dateOfBirth: string; gender: Gender },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}
