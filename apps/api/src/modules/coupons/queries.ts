import { and, asc, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../bookings/tables';
import { couponUses, coupons } from './tables';

// Data access of coupons. A use counts while its booking was paid (confirmed_at is set: a paid
// booking cancelled late keeps it) or is a live hold, and was not released (a paid booking
// cancelled in time); an expired hold or a booking cancelled before payment gives it back.
// Everything a person reads is keyed by their user id.

export type CouponRow = typeof coupons.$inferSelect;
type NewCoupon = typeof coupons.$inferInsert;

const liveUse = (now: Date): SQL =>
  and(
    isNull(couponUses.releasedAt),
    or(
      isNotNull(bookings.confirmedAt),
      and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
    ),
  ) as SQL;

/** The coupon by its code; `lock` holds its row until commit so uses are counted one at a time. */
export async function findCouponByCode(
  db: Database,
  code: string,
  lock: boolean,
): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Live uses of a coupon, everyone's and this person's. Run as its own statement after the lock:
 * under READ COMMITTED it then sees every use committed before the lock was granted.
 */
export async function liveUseCounts(
  db: Database,
  couponId: number,
  userId: number,
  now: Date,
): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${couponUses.userId} = ${userId}))::int`,
    })
    .from(couponUses)
    .innerJoin(bookings, eq(bookings.id, couponUses.bookingId))
    .where(and(eq(couponUses.couponId, couponId), liveUse(now)));
  return row ?? { total: 0, mine: 0 };
}

/**
 * Whether the person has had a session: one confirmed (paid, covered or free) and not cancelled,
 * so a first session the clinician or the person called off leaves a first-session coupon usable.
 */
export async function hadSession(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        isNotNull(bookings.confirmedAt),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCouponUse(
  tx: Database,
  use: { couponId: number; userId: number; bookingId: number; discount: number; now: Date },
): Promise<void> {
  await tx.insert(couponUses).values({
    couponId: use.couponId,
    userId: use.userId,
    bookingId: use.bookingId,
    discount: use.discount,
    createdAt: use.now,
  });
}

/** A paid booking cancelled in time gives its coupon back (once: a second call changes nothing). */
export async function releaseCouponUse(tx: Database, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(couponUses)
    .set({ releasedAt: now })
    .where(and(eq(couponUses.bookingId, bookingId), isNull(couponUses.releasedAt)));
}

const useState = (now: Date) =>
  sql<'held' | 'used' | 'released'>`case
    when ${couponUses.releasedAt} is not null then 'released'
    when ${bookings.confirmedAt} is not null then 'used'
    when ${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz then 'held'
    else 'released' end`;

const ownUseColumns = (now: Date) => ({
  uuid: couponUses.uuid,
  code: coupons.code,
  discount: couponUses.discount,
  bookingUuid: bookings.uuid,
  state: useState(now),
  createdAt: couponUses.createdAt,
});
export type OwnUseRow = Awaited<ReturnType<typeof listOwnUses>>[number];

export function listOwnUses(db: Database, userId: number, now: Date) {
  return db
    .select(ownUseColumns(now))
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .innerJoin(bookings, eq(bookings.id, couponUses.bookingId))
    .where(eq(couponUses.userId, userId))
    .orderBy(desc(couponUses.createdAt), desc(couponUses.id));
}

export async function findOwnUse(
  db: Database,
  userId: number,
  uuid: string,
  now: Date,
): Promise<OwnUseRow | null> {
  const [row] = await db
    .select(ownUseColumns(now))
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .innerJoin(bookings, eq(bookings.id, couponUses.bookingId))
    .where(and(eq(couponUses.userId, userId), eq(couponUses.uuid, uuid)));
  return row ?? null;
}

export async function insertCoupon(db: Database, values: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

/** Every coupon with its live use count, for operators. */
export function listCouponsWithUses(db: Database, now: Date) {
  return db
    .select({
      coupon: coupons,
      uses: sql<number>`(count(${bookings.id}) filter (where ${liveUse(now)}))::int`,
    })
    .from(coupons)
    .leftJoin(couponUses, eq(couponUses.couponId, coupons.id))
    .leftJoin(bookings, eq(bookings.id, couponUses.bookingId))
    .groupBy(coupons.id)
    .orderBy(asc(coupons.code));
}

/** Coupons to show on the listing: marked so, and inside their window now. */
export function listingCoupons(db: Database, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showOnListing, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
      ),
    )
    .orderBy(asc(coupons.code));
}

/** The person's uses for the data export. */
export const usesForExport = (db: Database, userId: number, now: Date) =>
  listOwnUses(db, userId, now);
