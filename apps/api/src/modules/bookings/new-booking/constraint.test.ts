import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { postgresErrorCode } from '../../../plugins/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { findOrCreateGroupSession, insertBooking, type NewBooking } from '../queries';
import { at, createBookableProvider, MONDAY } from '../test-support';

// The database itself refuses overlapping live bookings of one provider (bookings_no_overlap),
// whatever the code above it checks: rows written here bypass the service on purpose.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

let keys = 0;
async function row(values: Partial<NewBooking> & Pick<NewBooking, 'userId' | 'providerId'>) {
  return insertBooking(t.app.db, {
    kind: 'tele',
    startsAt: new Date(at(1, 10)),
    endsAt: new Date(at(1, 11)),
    status: 'confirmed',
    price: 0,
    idempotencyKey: `constraint-${(keys += 1)}`,
    requestHash: 'x',
    paymentState: 'not_required',
    createdAt: MONDAY,
    updatedAt: MONDAY,
    ...values,
  });
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'inserted',
    (error: unknown) => postgresErrorCode(error),
  );

describe('bookings_no_overlap', () => {
  it('refuses an overlapping confirmed booking or hold, allows touching and dead ones', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const { id: userId } = await signUp(t.app);
    const mine = { userId, providerId: provider.id };
    await row(mine);
    const halfOver = { startsAt: new Date(at(1, 10, 30)), endsAt: new Date(at(1, 11, 30)) };
    expect(await codeOf(row({ ...mine, ...halfOver }))).toBe('23P01');
    expect(
      await codeOf(
        row({ ...mine, ...halfOver, status: 'held', holdExpiresAt: new Date(at(0, 1)) }),
      ),
    ).toBe('23P01');
    expect(await codeOf(row({ ...mine, ...halfOver, status: 'cancelled' }))).toBe('inserted');
    expect(await codeOf(row({ ...mine, ...halfOver, status: 'expired' }))).toBe('inserted');
    const touching = { startsAt: new Date(at(1, 11)), endsAt: new Date(at(1, 12)) };
    expect(await codeOf(row({ ...mine, ...touching }))).toBe('inserted');
    const other = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    expect(await codeOf(row({ ...mine, providerId: other.id }))).toBe('inserted');
  });

  it('lets the seats of one group session share its time, nothing else', async () => {
    const provider = await createBookableProvider(t.app.db, { group: 0 }, MONDAY);
    const { id: userId } = await signUp(t.app);
    const times = { startsAt: new Date(at(2, 10)), endsAt: new Date(at(2, 11)) };
    const group = await findOrCreateGroupSession(t.app.db, {
      providerId: provider.id,
      ...times,
      capacity: 5,
      now: MONDAY,
    });
    const seat = {
      userId,
      providerId: provider.id,
      kind: 'group' as const,
      groupSessionId: group.id,
      ...times,
    };
    expect(await codeOf(row(seat))).toBe('inserted');
    expect(await codeOf(row(seat))).toBe('inserted');
    expect(await codeOf(row({ userId, providerId: provider.id, ...times }))).toBe('23P01');
  });
});
