import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isIntakeSession } from './intake';
import { sponsorNameOf } from './payment/sponsor';
import { clinics, providers } from '../providers/tables';
import { bookingFeedback, bookings, groupSessions } from './tables';

// Data access of bookings. Reads for a person are scoped by the caller: the owner, or for the
// read-only couple view the invited partner's email. UUID checks happen before any query, so a
// malformed id is simply not found.

export type BookingRow = typeof bookings.$inferSelect;

/** What the person pays for a booking, and gets back on a refund: the price less a coupon's
 * discount and what an organisation's money pool paid of it. */
export const amountPaidBy = (booking: Pick<BookingRow, 'price' | 'discount' | 'sponsorCover'>) =>
  booking.price - booking.discount - booking.sponsorCover;
export type NewBooking = typeof bookings.$inferInsert;
type GroupSessionRow = typeof groupSessions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Live: confirmed, or held (stale holds are expired before anyone relies on this). */
export const isLive = sql`${bookings.status} in ('held', 'confirmed')`;

/** Where an offline session takes place (a left join: null for the other kinds). */
export const clinicColumns = {
  id: clinics.id,
  centreName: clinics.centreName,
  address: clinics.address,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
};

/** A booking with everything its view shows, in one statement. */
export function selectBookingViews(db: Database, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      provider: {
        uuid: providers.uuid,
        firstname: providers.firstname,
        lastname: providers.lastname,
        providerType: providers.providerType,
        photoUrl: providers.photoUrl,
        timeZone: providers.timeZone,
      },
      clinic: clinicColumns,
      group: {
        uuid: groupSessions.uuid,
        capacity: groupSessions.capacity,
        seatsTaken: groupSessions.seatsTaken,
      },
      feedbackGiven: sql<boolean>`${bookingFeedback.bookingId} is not null`,
      isIntake: isIntakeSession,
      sponsorName: sponsorNameOf,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(clinics, eq(clinics.id, bookings.clinicId))
    .leftJoin(groupSessions, eq(groupSessions.id, bookings.groupSessionId))
    .leftJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
    .where(where);
}
export type BookingViewRow = Awaited<ReturnType<typeof selectBookingViews>>[number];

/** The caller's own booking, or null. */
export async function findOwnBooking(
  db: Database,
  uuid: string,
  userId: number,
): Promise<BookingRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.uuid, uuid.toLowerCase()), eq(bookings.userId, userId)));
  return row ?? null;
}

/**
 * A booking locked for a change (the caller's own when `userId` is given; any for the payment
 * hooks, which act for the system), or null. Takes the provider's booking lock first and then
 * the row lock, the order every booking write uses, so changes never deadlock with new bookings.
 */
export async function lockBookingForChange(
  db: Database,
  uuid: string,
  userId?: number,
): Promise<BookingRow | null> {
  if (!isUuid(uuid)) return null;
  const where = and(
    eq(bookings.uuid, uuid.toLowerCase()),
    userId === undefined ? undefined : eq(bookings.userId, userId),
  );
  const [found] = await db.select({ providerId: bookings.providerId }).from(bookings).where(where);
  if (!found) return null;
  await lockProviderBookings(db, found.providerId);
  const [row] = await db.select().from(bookings).where(where).for('update');
  return row ?? null;
}

/**
 * Whom a booking is visible to: its owner, and the partner of a couple session who accepted the
 * emailed invitation (by user id; an email string grants nothing, issue 8 case 3).
 */
export const visibleTo = (user: { id: number }): SQL =>
  or(eq(bookings.userId, user.id), eq(bookings.partnerUserId, user.id)) as SQL;

export async function findBookingView(
  db: Database,
  uuid: string,
  user: { id: number; email: string },
): Promise<BookingViewRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await selectBookingViews(
    db,
    and(eq(bookings.uuid, uuid.toLowerCase()), visibleTo(user)),
  );
  return row ?? null;
}

export async function findByIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

export async function insertBooking(db: Database, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function updateBooking(
  db: Database,
  id: number,
  values: Partial<NewBooking>,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/**
 * Expires holds whose time is up (of one provider, or all) and gives their group seats back.
 * Returns the providers whose free time changed.
 */
export async function expireStaleHolds(
  db: Database,
  now: Date,
  providerId?: number,
): Promise<number[]> {
  const expired = await db
    .update(bookings)
    .set({
      status: 'expired',
      holdExpiresAt: null,
      updatedAt: now,
      // The checkout closes with the hold (CHECKOUT_TTL_MINUTES = BOOKING_HOLD_MINUTES); the
      // payment sweeper ends the payment itself, and a late capture still settles it.
      paymentState: sql`case when ${bookings.paymentState} = 'pending' then 'failed' else ${bookings.paymentState} end`,
    })
    .where(
      and(
        eq(bookings.status, 'held'),
        lte(bookings.holdExpiresAt, now),
        providerId === undefined ? undefined : eq(bookings.providerId, providerId),
      ),
    )
    .returning({ providerId: bookings.providerId, groupSessionId: bookings.groupSessionId });
  for (const { groupSessionId } of expired) {
    if (groupSessionId !== null) await releaseGroupSeat(db, groupSessionId);
  }
  return [...new Set(expired.map((row) => row.providerId))];
}

// ---- Group sessions -------------------------------------------------------------------------

/** The group session of this provider at this start, created on its first booking. */
export async function findOrCreateGroupSession(
  db: Database,
  values: { providerId: number; startsAt: Date; endsAt: Date; capacity: number; now: Date },
): Promise<GroupSessionRow> {
  await db
    .insert(groupSessions)
    .values({
      providerId: values.providerId,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      capacity: values.capacity,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [groupSessions.providerId, groupSessions.startsAt] });
  const [row] = await db
    .select()
    .from(groupSessions)
    .where(
      and(
        eq(groupSessions.providerId, values.providerId),
        eq(groupSessions.startsAt, values.startsAt),
      ),
    );
  if (!row) throw new Error('group session vanished');
  return row;
}

export async function findGroupSession(
  db: Database,
  where: { providerId: number; startsAt?: Date; uuid?: string },
): Promise<GroupSessionRow | null> {
  if (where.uuid !== undefined && !isUuid(where.uuid)) return null;
  const [row] = await db
    .select()
    .from(groupSessions)
    .where(
      and(
        eq(groupSessions.providerId, where.providerId),
        where.startsAt ? eq(groupSessions.startsAt, where.startsAt) : undefined,
        where.uuid ? eq(groupSessions.uuid, where.uuid.toLowerCase()) : undefined,
      ),
    );
  return row ?? null;
}

/** Takes one seat; false when the session is full. The row lock orders parallel takers. */
export async function takeGroupSeat(db: Database, groupSessionId: number): Promise<boolean> {
  const taken = await db
    .update(groupSessions)
    .set({ seatsTaken: sql`${groupSessions.seatsTaken} + 1` })
    .where(
      and(
        eq(groupSessions.id, groupSessionId),
        sql`${groupSessions.seatsTaken} < ${groupSessions.capacity}`,
      ),
    )
    .returning({ id: groupSessions.id });
  return taken.length === 1;
}

export async function releaseGroupSeat(db: Database, groupSessionId: number): Promise<void> {
  await db
    .update(groupSessions)
    .set({ seatsTaken: sql`greatest(${groupSessions.seatsTaken} - 1, 0)` })
    .where(eq(groupSessions.id, groupSessionId));
}

/** Open group sessions of a provider in [from, to) with at least one seat left. */
export function openGroupSessions(
  db: Database,
  providerId: number,
  range: { from: Date; to: Date },
): Promise<GroupSessionRow[]> {
  return db
    .select()
    .from(groupSessions)
    .where(
      and(
        eq(groupSessions.providerId, providerId),
        sql`${groupSessions.startsAt} >= ${range.from} and ${groupSessions.startsAt} < ${range.to}`,
        sql`${groupSessions.seatsTaken} < ${groupSessions.capacity}`,
      ),
    )
    .orderBy(groupSessions.startsAt);
}

/** Busy time of these providers: every live booking (one interval per group session is enough). */
export async function liveIntervals(
  db: Database,
  providerIds: readonly number[],
  range: { from: Date; to: Date },
) {
  const rows = await db
    .selectDistinct({
      providerId: bookings.providerId,
      start: bookings.startsAt,
      end: bookings.endsAt,
      status: bookings.status,
      userId: bookings.userId,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.providerId, [...providerIds]),
        isLive,
        sql`${bookings.startsAt} < ${range.to} and ${bookings.endsAt} > ${range.from}`,
      ),
    );
  return rows.map(({ status, userId, ...interval }) =>
    status === 'held' ? { ...interval, tentative: true, holderId: userId } : interval,
  );
}

/** Advisory-lock class of "booking writes of one provider" (the second key is the provider id). */
const PROVIDER_BOOKINGS_LOCK = 42_001;

/**
 * Orders the booking writes of one provider: taken first in each booking transaction, so two
 * bookings of one provider never wait on each other's uncommitted rows inside the exclusion
 * constraint check (which deadlocks: each waits for the other). The constraint stays the guarantee;
 * this only turns deadlock-and-retry into a short queue. Released at commit or rollback.
 */
export async function lockProviderBookings(db: Database, providerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PROVIDER_BOOKINGS_LOCK}, ${providerId})`);
}
