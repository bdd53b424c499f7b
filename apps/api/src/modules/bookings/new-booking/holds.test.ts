import {
  HOLD_EXPIRED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type BookingCreateBody,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFunding } from '../../entitlements/service';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import {
  cancelBooking,
  confirmPaidBooking,
  createBooking,
  expireLapsedHolds,
  releaseUnpaidBooking,
} from '../service';
import {
  at,
  bookingRow,
  createBookableProvider,
  DAY_MS,
  MONDAY,
  notifyEnv,
  recordingPayments,
} from '../test-support';
import { inTransaction } from '../transaction';

// Paid bookings: the 10-minute hold, its expiry freeing the slot (in GET slots and in
// earliest_available_datetime), confirmation by the payment hook (also of a lapsed hold whose time
// is still free), release on a failed payment, and the refund of a timely cancellation. The
// payment side is the seam commerce fills (payments.ts), recorded here.

const TEN_MINUTES = 10 * 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

let keys = 0;
async function hold(
  user: { id: number; email: string },
  body: BookingCreateBody,
  payments = recordingPayments().payments,
) {
  const { booking } = await createBooking(
    t.app.db,
    { ...user, deviceSessionId: null },
    body,
    `hold-${(keys += 1)}-${Date.now()}`,
    {
      now: t.clock.now(),
      payments,
      notify: notifyEnv(t.app),
      scheduling: t.app.scheduling,
      funding: bookingFunding,
    },
  );
  return booking;
}

async function slotsOf(uuid: string, from: string, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/providers/${uuid}/slots?kind=tele&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
  return (response.json() as { data: { slots: string[] } }).data.slots;
}

async function earliestOf(uuid: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/providers/${uuid}` });
  return (response.json() as { data: { earliest_available_datetime: string | null } }).data
    .earliest_available_datetime;
}

const confirm = (uuid: string) =>
  inTransaction(t.app.db, (tx) =>
    confirmPaidBooking(t.app.scheduling, tx, uuid, t.clock.now(), notifyEnv(t.app), bookingFunding),
  );

describe('holds', () => {
  it('holds a slot for 10 minutes, then frees it in the slots and the earliest time', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const recorded = recordingPayments();
    const held = await hold(
      alice,
      { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(0, 8) },
      recorded.payments,
    );
    expect(held).toMatchObject({ status: 'held', paymentState: 'pending', price: 50_000 });
    expect(held.holdExpiresAt).toEqual(new Date(MONDAY.getTime() + TEN_MINUTES));
    expect(held.checkoutUrl).toBe(`http://localhost:3000/checkout/${held.uuid}`);
    expect(await slotsOf(provider.uuid, at(0, 0), at(1, 0))).not.toContain(at(0, 8));
    expect(await earliestOf(provider.uuid)).toBe(at(0, 9));

    t.clock.set(new Date(MONDAY.getTime() + TEN_MINUTES - 1));
    await expireLapsedHolds(t.app.scheduling, t.app.db, t.clock.now()); // other test files' holds may lapse too
    expect((await bookingRow(t.app.db, held.uuid)).status).toBe('held');
    t.clock.set(new Date(MONDAY.getTime() + TEN_MINUTES));
    await expireLapsedHolds(t.app.scheduling, t.app.db, t.clock.now());
    expect((await bookingRow(t.app.db, held.uuid)).status).toBe('expired');
    expect(await slotsOf(provider.uuid, at(0, 0), at(1, 0))).toContain(at(0, 8));
    expect(await earliestOf(provider.uuid)).toBe(at(0, 8));
  });

  it('lets a new booking take a lapsed hold at once, without waiting for the sweeper', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(1, 9) } as const;
    const first = await hold(alice, body);
    await expect(hold(bob, body)).rejects.toMatchObject({
      statusCode: 409,
      messages: [SLOT_TAKEN_MESSAGE],
    });
    t.clock.set(new Date(MONDAY.getTime() + TEN_MINUTES + 1));
    const second = await hold(bob, body);
    expect(second.status).toBe('held');
    expect((await bookingRow(t.app.db, first.uuid)).status).toBe('expired');

    // Alice's late payment cannot take the slot back: 409, and commerce refunds her.
    await expect(confirm(first.uuid)).rejects.toMatchObject({
      statusCode: 409,
      messages: [SLOT_TAKEN_MESSAGE],
    });
    expect((await bookingRow(t.app.db, first.uuid)).status).toBe('expired');
  });

  it('confirms once on capture, also a lapsed hold whose time is still free', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const paid = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(2, 9),
    });
    const confirmed = await confirm(paid.uuid);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentState: 'captured',
      holdExpiresAt: null,
    });
    expect((await confirm(paid.uuid)).id).toBe(confirmed.id); // a second capture changes nothing

    const late = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(2, 11),
    });
    t.clock.set(new Date(MONDAY.getTime() + TEN_MINUTES + 1));
    await expireLapsedHolds(t.app.scheduling, t.app.db, t.clock.now());
    expect((await confirm(late.uuid)).status).toBe('confirmed');
  });

  it('releases the hold when the payment fails; a cancelled hold cannot be confirmed', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const failed = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(3, 9),
    });
    const released = await inTransaction(t.app.db, (tx) =>
      releaseUnpaidBooking(t.app.scheduling, tx, failed.uuid, t.clock.now(), bookingFunding),
    );
    expect(released).toMatchObject({ status: 'expired', paymentState: 'failed' });
    expect(await slotsOf(provider.uuid, at(3, 0), at(4, 0))).toContain(at(3, 9));

    const abandoned = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(3, 10),
    });
    const env = {
      now: t.clock.now(),
      notify: notifyEnv(t.app),
      payments: recordingPayments().payments,
      scheduling: t.app.scheduling,
      funding: bookingFunding,
    };
    await cancelBooking(t.app.db, alice.id, abandoned.uuid, '', env);
    await expect(confirm(abandoned.uuid)).rejects.toMatchObject({
      statusCode: 409,
      messages: [HOLD_EXPIRED_MESSAGE],
    });
  });

  it('refunds the full price of a paid booking cancelled 24 h or more before the start, nothing later', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const recorded = recordingPayments();
    const env = () => ({
      now: t.clock.now(),
      notify: notifyEnv(t.app),
      payments: recorded.payments,
      scheduling: t.app.scheduling,
      funding: bookingFunding,
    });
    const inTime = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(4, 9),
    });
    const tooLate = await hold(alice, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(4, 10),
    });
    await confirm(inTime.uuid);
    await confirm(tooLate.uuid);

    t.clock.set(new Date(Date.parse(at(4, 9)) - DAY_MS)); // exactly 24 h before
    const refunded = await cancelBooking(t.app.db, alice.id, inTime.uuid, 'Feeling better', env());
    expect(refunded).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      refundAmount: 50_000,
    });
    t.clock.set(new Date(Date.parse(at(4, 10)) - DAY_MS + 1)); // 1 ms inside 24 h
    const kept = await cancelBooking(t.app.db, alice.id, tooLate.uuid, '', env());
    expect(kept).toMatchObject({
      status: 'cancelled',
      paymentState: 'captured',
      refundAmount: null,
    });
    expect(recorded.refunds).toEqual([{ referenceId: inTime.uuid, amountPaise: 50_000 }]);
  });
});
