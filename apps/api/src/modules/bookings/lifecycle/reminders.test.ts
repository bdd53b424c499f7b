import { and, eq } from 'drizzle-orm';
import { bookingFunding } from '../../entitlements/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { outboxMessages } from '../../outbox/tables';
import { createBooking, enqueueDueReminders } from '../service';
import { at, createBookableProvider, MONDAY, notifyEnv, recordingPayments } from '../test-support';

// Reminders 24 h and 1 h before a session, each put in the outbox once by the sweeper; a booking
// made inside a reminder's window skips it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const remindersTo = async (email: string, template: string) =>
  (
    await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)))
  ).length;

describe('session reminders', () => {
  it('sends the 24 h and the 1 h reminder once each, and none that is already late', async () => {
    t.clock.set(MONDAY);
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const context = () => ({
      now: t.clock.now(),
      payments: recordingPayments().payments,
      notify: notifyEnv(t.app),
      scheduling: t.app.scheduling,
      funding: bookingFunding,
    });
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(2, 10) } as const;
    await createBooking(
      t.app.db,
      { ...alice, deviceSessionId: null },
      body,
      `reminder-${Date.now()}`,
      context(),
    );

    t.clock.set(new Date(Date.parse(at(2, 10)) - 24 * 3_600_000 - 1));
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    expect(await remindersTo(alice.email, 'booking-reminder-24h')).toBe(0);
    t.clock.set(at(1, 10));
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    expect(await remindersTo(alice.email, 'booking-reminder-24h')).toBe(1);
    expect(await remindersTo(alice.email, 'booking-reminder-1h')).toBe(0);
    t.clock.set(at(2, 9));
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    expect(await remindersTo(alice.email, 'booking-reminder-1h')).toBe(1);

    // Booked two hours ahead: no "tomorrow" reminder, the 1 h one still comes.
    const bob = await signUp(t.app);
    t.clock.set(at(2, 12));
    await createBooking(
      t.app.db,
      { ...bob, deviceSessionId: null },
      { ...body, starts_at: at(2, 14) },
      `reminder-late-${Date.now()}`,
      context(),
    );
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    expect(await remindersTo(bob.email, 'booking-reminder-24h')).toBe(0);
    t.clock.set(at(2, 13));
    await enqueueDueReminders(t.app.db, t.clock.now(), notifyEnv(t.app));
    expect(await remindersTo(bob.email, 'booking-reminder-1h')).toBe(1);
    t.clock.set(MONDAY);
  });
});
