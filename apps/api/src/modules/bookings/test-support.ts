import { IDEMPOTENCY_KEY_HEADER } from '@kaizen/contracts';
import type { SessionKind } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { composeScheduling } from '../../composition';
import type { Database } from '../../db/client';
import { outboxMessages } from '../outbox/tables';
import { clinics, providerClinics, providerSessionKinds, providers } from '../providers/tables';
import type { BookingPayments, StartedPayment } from './payment/payments';
import { bookings } from './tables';

// Bookable providers and helpers for booking tests. Names and clinics are unique, so test files
// sharing the PostgreSQL server never collide.

/** A Monday, 00:00 UTC: tests count from here. */
export const MONDAY = new Date('2026-03-02T00:00:00.000Z');
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** An instant `days` days and `hours` hours after MONDAY. */
export const at = (days: number, hours: number, minutes = 0): string =>
  new Date(MONDAY.getTime() + days * DAY_MS + hours * HOUR_MS + minutes * 60_000).toISOString();

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A provider in UTC with hourly slots 08:00–20:00 every day for each kind given (price in paise),
 * no buffer (unless `bufferMinutes`), no notice, a 60-day horizon; group sessions seat
 * `groupCapacity`.
 */
export async function createBookableProvider(
  db: Database,
  kinds: Partial<Record<SessionKind, number>>,
  now: Date,
  options: { groupCapacity?: number; bufferMinutes?: number } = {},
) {
  const suffix = unique();
  const [provider] = await db
    .insert(providers)
    .values({
      firstname: 'Booking',
      lastname: `Test ${suffix}`,
      providerType: 'therapy',
      gender: 'female',
      priceTier: 2,
      timeZone: 'UTC',
    })
    .returning();
  if (!provider) throw new Error('provider insert returned nothing');
  const [clinic] = await db
    .insert(clinics)
    .values({
      slug: `booking-test-${suffix}`,
      centreName: `Booking Clinic ${suffix}`,
      city: 'mum',
      address: '12 Sea Face Road, Mumbai',
      latitude: 19.07,
      longitude: 72.87,
    })
    .returning();
  if (!clinic) throw new Error('clinic insert returned nothing');
  await db.insert(providerClinics).values({ providerId: provider.id, clinicId: clinic.id });
  const entries = Object.entries(kinds) as [SessionKind, number][];
  await db.insert(providerSessionKinds).values(
    entries.map(([kind, price]) => ({
      providerId: provider.id,
      kind,
      durationMinutes: 60,
      price,
      groupCapacity: kind === 'group' ? (options.groupCapacity ?? 8) : null,
    })),
  );
  // The app's own wiring: booked and held time is busy time.
  const scheduling = composeScheduling();
  await scheduling.saveScheduleSettings(
    db,
    provider.id,
    { bufferMinutes: options.bufferMinutes ?? 0, minNoticeMinutes: 0, horizonDays: 60 },
    now,
  );
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '08:00',
    end: '20:00',
  }));
  for (const [kind] of entries)
    await scheduling.saveWeeklyHours(db, provider.id, kind, everyDay, now);
  return {
    id: provider.id,
    uuid: provider.uuid,
    clinicId: clinic.id,
    name: `Booking Test ${suffix}`,
  };
}

/**
 * The payments seam as commerce fills it, recorded: each booking gets one payment however often
 * it is started; refunds are listed.
 */
export function recordingPayments() {
  const started = new Map<string, StartedPayment>();
  const refunds: { referenceId: string; amountPaise: number }[] = [];
  const cancelled: string[] = [];
  const payments: BookingPayments = {
    async start(_db, input) {
      const existing = started.get(input.referenceId);
      if (existing) return existing;
      const payment = {
        paymentId: `pay_${started.size + 1}`,
        status: 'created',
        checkoutUrl: `http://localhost:3000/checkout/${input.referenceId}`,
      };
      started.set(input.referenceId, payment);
      return payment;
    },
    async refund(_db, input) {
      refunds.push({ referenceId: input.referenceId, amountPaise: input.amountPaise });
      return { refundId: `rf_${refunds.length}`, amountPaise: input.amountPaise };
    },
    async cancel(_db, referenceId) {
      cancelled.push(referenceId);
    },
  };
  return { payments, started, refunds, cancelled };
}

export const bookingRow = async (db: Database, uuid: string) => {
  const [row] = await db.select().from(bookings).where(eq(bookings.uuid, uuid));
  if (!row) throw new Error(`no booking ${uuid}`);
  return row;
};

/** Marks a booking completed the way a clinician would (the clinician routes are tested apart). */
export const markCompleted = (db: Database, uuid: string) =>
  db.update(bookings).set({ status: 'completed' }).where(eq(bookings.uuid, uuid));

export const notifyEnv = (app: App) => ({
  publicUrl: app.config.PUBLIC_URL,
  mailFrom: app.config.MAIL_FROM,
});

/** The outbox email of this template to this recipient, with its .ics attachment decoded. */
export async function outboxEmail(db: Database, recipient: string, template: string) {
  const [email] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
  const ics = Buffer.from(email?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
  return { body: email?.body ?? '', ics };
}

/** The couple partner accepts the invitation emailed to `partnerEmail` (issue 8 case 3). */
export async function acceptEmailedInvitation(
  app: App,
  partnerEmail: string,
  session: Record<string, string>,
) {
  const { body } = await outboxEmail(app.db, partnerEmail, 'booking-partner-invitation');
  const link = body.match(/https?:\/\/\S+\/sessions\/invitation\?invitation=\S+/)?.[0];
  const invitation = link ? (new URL(link).searchParams.get('invitation') ?? '') : '';
  return app.inject({
    method: 'POST',
    url: '/api/customers/bookings/partner_invitation',
    headers: session,
    payload: { invitation },
  });
}

let bookingKeys = 0;

/** POST /api/customers/bookings as this person, with a fresh Idempotency-Key unless given one. */
export const bookAs = (
  app: App,
  session: Record<string, string>,
  body: Record<string, unknown>,
  key = `test-key-${Date.now()}-${(bookingKeys += 1)}`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...session, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });

/** POST /api/customers/bookings/check as this person: the review before paying. */
export const checkAs = (app: App, session: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/customers/bookings/check',
    headers: session,
    payload: body,
  });
