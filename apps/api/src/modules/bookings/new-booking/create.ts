import crypto from 'node:crypto';
import {
  BOOKING_HOLD_MINUTES,
  GROUP_SESSION_FULL_MESSAGE,
  GROUP_SESSION_MISMATCH_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  PROVIDER_NOT_FOUND_MESSAGE,
  webPaths,
  type BookingCreateBody,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { conflict, HttpError, notFound, unprocessable } from '../../../lib/http-errors';
import { findProviderByUuid } from '../../providers/service';
import type { BookingFunding } from '../../entitlements/service';
import type { Scheduling } from '../../scheduling/service';
import { assertBookableSlot } from './bookable';
import { releaseUnpaidBooking } from '../lifecycle/lifecycle';
import { offeredRequest } from './offer';
import { assertNoUnwantedOverlap, lockPersonBookings } from './overlaps';
import { otherHeldBookingsWith } from '../person-queries';
import { onBookingConfirmed } from '../payment/confirmation';
import { paymentDescription, type NotifyEnv } from '../lifecycle/notifications';
import { sponsorOfBooking } from '../payment/sponsor';
import type { BookingPayments } from '../payment/payments';
import {
  amountPaidBy,
  expireStaleHolds,
  findByIdempotencyKey,
  findGroupSession,
  findOrCreateGroupSession,
  insertBooking,
  lockProviderBookings,
  takeGroupSeat,
  updateBooking,
  type BookingRow,
} from '../queries';
import { bookingTransaction } from '../transaction';

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

interface Booker {
  id: number;
  email: string;
  /** The request's device session: an organisation may ask for a TOTP code per session. */
  deviceSessionId: number | null;
}

interface CreateContext {
  now: Date;
  payments: BookingPayments;
  notify: NotifyEnv;
  scheduling: Scheduling;
  /** Sponsored credits (a covered booking is confirmed at once and spends one) and coupons. */
  funding: BookingFunding;
}

/** Where the payment page sends the person back: the web booking flow's confirmation step. */
const bookingReturnPath = (providerUuid: string, bookingUuid: string): string =>
  webPaths.booking(providerUuid, { step: '4', booking_id: bookingUuid });

/** The same request gives the same hash, whatever the key order or the way the key was sent. */
function requestHash(body: BookingCreateBody): string {
  const { idempotency_key: _ignored, ...request } = body;
  const canonical = Object.fromEntries(
    Object.entries(request).sort(([a], [b]) => a.localeCompare(b)),
  );
  const normalised = { ...canonical, starts_at: new Date(body.starts_at).toISOString() };
  return crypto.createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

function replayOf(existing: BookingRow, hash: string): BookingRow {
  if (existing.requestHash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return existing;
}

/**
 * POST /api/customers/bookings. Holds the slot (or confirms a free session at once), then
 * starts the payment. A retry with the same key answers the first booking and its payment.
 */
export async function createBooking(
  db: Database,
  user: Booker,
  body: BookingCreateBody,
  idempotencyKey: string,
  context: CreateContext,
): Promise<{ booking: BookingRow; replayed: boolean }> {
  const hash = requestHash(body);
  const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
  if (existing) {
    return {
      booking: await ensurePayment(db, replayOf(existing, hash), body.provider_uuid, context),
      replayed: true,
    };
  }
  let booking: BookingRow;
  try {
    booking = await bookingTransaction(db, (tx) =>
      placeBooking(tx, user, body, {
        idempotencyKey,
        hash,
        now: context.now,
        notify: context.notify,
        scheduling: context.scheduling,
        funding: context.funding,
      }),
    );
  } catch (error) {
    // Two copies of one request raced: the loser answers the winner's booking.
    const winner =
      error instanceof HttpError && error.statusCode === 409
        ? await findByIdempotencyKey(db, user.id, idempotencyKey)
        : null;
    if (!winner) throw error;
    return {
      booking: await ensurePayment(db, replayOf(winner, hash), body.provider_uuid, context),
      replayed: true,
    };
  }
  return {
    booking: await ensurePayment(db, booking, body.provider_uuid, context),
    replayed: false,
  };
}

/**
 * Starts (or, on a replay, looks up again: commerce is idempotent per booking) the payment of a
 * held booking. Outside the hold's transaction: a slow gateway never keeps the slot locked.
 */
async function ensurePayment(
  db: Database,
  booking: BookingRow,
  providerUuid: string,
  context: CreateContext,
): Promise<BookingRow> {
  if (booking.status !== 'held' || booking.paymentState !== 'pending') return booking;
  if (booking.paymentId) return booking;
  const provider = await findProviderByUuid(db, providerUuid);
  if (!provider) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  const payment = await context.payments.start(db, {
    userId: booking.userId,
    referenceId: booking.uuid,
    amountPaise: amountPaidBy(booking),
    description: paymentDescription(booking, provider, await sponsorOfBooking(db, booking.id)),
    returnPath: bookingReturnPath(providerUuid, booking.uuid),
  });
  return updateBooking(db, booking.id, {
    paymentId: payment.paymentId,
    checkoutUrl: payment.checkoutUrl,
    updatedAt: context.now,
  });
}

/** The transaction of a new booking: checks, seat, insert, confirmation if free, cache. */
async function placeBooking(
  tx: Database,
  user: Booker,
  body: BookingCreateBody,
  request: {
    idempotencyKey: string;
    hash: string;
    now: Date;
    notify: NotifyEnv;
    scheduling: Scheduling;
    funding: BookingFunding;
  },
): Promise<BookingRow> {
  const { now, scheduling } = request;
  const { startsAt, provider, kind, partnerEmail } = await offeredRequest(tx, user, body, now);

  await lockPersonBookings(tx, user.id);
  await lockProviderBookings(tx, provider.id);
  // Expired or released holds free time: then the earliest-slot cache is recomputed in full.
  let freedTime = (await expireStaleHolds(tx, now, provider.id)).length > 0;
  // A checkout the person left for this expert ends now: its time is theirs to pick again.
  const asked = {
    startsAt,
    endsAt: new Date(startsAt.getTime() + kind.durationMinutes * 60_000),
  };
  for (const held of await otherHeldBookingsWith(tx, user.id, provider.id, asked)) {
    await releaseUnpaidBooking(scheduling, tx, held, now, request.funding);
    freedTime = true;
  }
  let endsAt: Date;
  let groupSessionId: number | null = null;
  if (body.kind === 'group') {
    const group = await groupSessionFor(scheduling, tx, provider.id, body, startsAt, {
      capacity: kind.groupCapacity,
      now,
    });
    if (!(await takeGroupSeat(tx, group.id)))
      throw conflict(GROUP_SESSION_FULL_MESSAGE, 'group_session_full');
    groupSessionId = group.id;
    endsAt = group.endsAt;
  } else {
    ({ endsAt } = await assertBookableSlot(scheduling, tx, provider.id, body.kind, startsAt, now));
  }
  await assertNoUnwantedOverlap(tx, user, { startsAt, endsAt }, body.allow_overlap);

  // The policy engine, with the person's credits locked until commit: covered or paid.
  const funding = await request.funding.reserve(
    tx,
    user,
    {
      providerId: provider.id,
      providerType: provider.providerType,
      kind: body.kind,
      price: kind.price,
      ...(body.coupon_code === undefined ? {} : { couponCode: body.coupon_code }),
    },
    now,
  );
  const free = funding.decision.amount_due === 0;
  const booking = await insertBooking(tx, {
    userId: user.id,
    providerId: provider.id,
    kind: body.kind,
    startsAt,
    endsAt,
    status: free ? 'confirmed' : 'held',
    holdExpiresAt: free ? null : new Date(now.getTime() + HOLD_MS),
    clinicId: body.kind === 'offline' ? body.clinic_id : null,
    partnerEmail,
    groupSessionId,
    price: kind.price,
    discount: funding.coupon?.discount ?? 0,
    sponsorCover:
      funding.decision.method === 'money' ? (funding.decision.sponsor_cover?.amount ?? 0) : 0,
    currency: kind.currency,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.hash,
    paymentState: free ? 'not_required' : 'pending',
    confirmedAt: free ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  await request.funding.spend(tx, funding, booking, now);
  const result = free ? await onBookingConfirmed(tx, booking, now, request.notify) : booking;
  if (freedTime) await scheduling.refreshNextAvailability(tx, provider.id, now);
  else await scheduling.refreshNextAvailabilityAfterBooking(tx, provider.id, now);
  return result;
}

/**
 * The group session a seat is taken in: the one already running at that start (it was a slot
 * when its first seat was sold), or a new one on a free group slot.
 */
async function groupSessionFor(
  scheduling: Scheduling,
  tx: Database,
  providerId: number,
  body: Extract<BookingCreateBody, { kind: 'group' }>,
  startsAt: Date,
  { capacity, now }: { capacity: number | null; now: Date },
) {
  const existing = await findGroupSession(tx, { providerId, startsAt });
  if (
    body.group_session_id !== undefined &&
    existing?.uuid !== body.group_session_id.toLowerCase()
  ) {
    throw unprocessable(GROUP_SESSION_MISMATCH_MESSAGE);
  }
  if (existing && existing.startsAt > now) return existing;
  const { endsAt } = await assertBookableSlot(scheduling, tx, providerId, 'group', startsAt, now);
  return findOrCreateGroupSession(tx, {
    providerId,
    startsAt,
    endsAt,
    capacity: capacity ?? 1,
    now,
  });
}
