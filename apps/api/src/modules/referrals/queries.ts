import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceSessions, users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { docReferrals, referralCodes, referrals } from './tables';

// Data access of referrals. Every query is keyed by the owner (user id).

export async function codeOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

/** Inserts the code unless the person has one or the code is taken; true when it was written. */
export async function insertCode(db: Database, userId: number, code: string, now: Date) {
  const rows = await db
    .insert(referralCodes)
    .values({ userId, code, createdAt: now })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length > 0;
}

export async function ownerOfCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row ?? null;
}

/** The friends a person referred, newest first, with first names only. */
export async function referralsBy(db: Database, referrerId: number) {
  return db
    .select({
      uuid: referrals.uuid,
      firstname: users.firstname,
      rewardedAt: referrals.rewardedAt,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.id));
}

export async function referralOf(db: Database, referredId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredId, referredId));
  return row ?? null;
}

/** Rewards the referrer earned since `since` (the 10-a-year limit). */
export async function rewardsSince(db: Database, referrerId: number, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gte(referrals.rewardedAt, since)));
  return row?.count ?? 0;
}

export async function accountCreatedAt(db: Database, userId: number): Promise<Date> {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('signed-in user has no row');
  return row.createdAt;
}

/** Whether the person has any booking (held, confirmed or past): then they are not new. */
export async function hasBooking(db: Database, userId: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The device ids (SPEC §3 deviceId, kept in device_info) both people ever signed in from. */
export async function sharedDevice(db: Database, a: number, b: number): Promise<boolean> {
  const deviceId = sql<string>`${deviceSessions.deviceInfo} ->> 'device_id'`;
  const rows = await db
    .select({ deviceId, count: sql<number>`count(distinct ${deviceSessions.userId})::int` })
    .from(deviceSessions)
    .where(and(inArray(deviceSessions.userId, [a, b]), isNotNull(deviceId)))
    .groupBy(deviceId);
  return rows.some((row) => row.count > 1);
}

export async function insertReferral(
  db: Database,
  referral: { referrerId: number; referredId: number; now: Date },
) {
  const rows = await db
    .insert(referrals)
    .values({
      referrerId: referral.referrerId,
      referredId: referral.referredId,
      createdAt: referral.now,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** Marks a referral rewarded, once: the update is conditional on rewarded_at being empty. */
export async function markRewarded(tx: Database, id: number, bookingId: number, now: Date) {
  const rows = await tx
    .update(referrals)
    .set({ rewardedAt: now, rewardBookingId: bookingId })
    .where(and(eq(referrals.id, id), sql`${referrals.rewardedAt} is null`))
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** Locks the referrer's code row: rewards of one referrer are decided one at a time. */
export async function lockReferrer(tx: Database, referrerId: number) {
  await tx
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.userId, referrerId))
    .for('update');
}

/** Records the doctor's referral once; the first recording's time stays. */
export async function recordDocReferral(db: Database, userId: number, now: Date) {
  await db.insert(docReferrals).values({ userId, recordedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(docReferrals).where(eq(docReferrals.userId, userId));
  if (!row) throw new Error('doc referral insert returned nothing');
  return row;
}

/** A person's referral data (data-rights export) and its erasure. */
export async function referralDataOf(db: Database, userId: number) {
  const [code] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  const [doc] = await db.select().from(docReferrals).where(eq(docReferrals.userId, userId));
  return {
    code: code ?? null,
    referred_by_doctor: doc ?? null,
    referred: await referralsBy(db, userId),
    referred_by: await referralOf(db, userId),
  };
}
export async function eraseReferralData(tx: Database, userId: number) {
  await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
  await tx.delete(docReferrals).where(eq(docReferrals.userId, userId));
  // The other side's row goes too: a referral names both people.
  await tx.delete(referrals).where(eq(referrals.referredId, userId));
  await tx.delete(referrals).where(eq(referrals.referrerId, userId));
}
