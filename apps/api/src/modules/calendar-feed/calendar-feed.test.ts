import { calendarFeedResponseSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bookSession,
  clinicianWithProvider,
  MONDAY,
  signedUpPatient,
} from '../../test/care-relationship';
import type { ClientSession } from '../../test/auth';

// The clinician's private calendar feed (issue 13): sessions by kind and first name only, at an
// address that works until it is replaced or revoked; patients have no such route.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const call = (session: ClientSession, method: 'GET' | 'POST' | 'DELETE') =>
  t.app.inject({ method, url: '/api/clinicians/calendar_feed', headers: session });
const pathOf = (url: string | null) => new URL(url ?? '').pathname;

describe('calendar feed', () => {
  it('serves the sessions without surnames, and stops at once when replaced or revoked', async () => {
    const doctor = await clinicianWithProvider(t.app, 'therapist');
    const patient = await signedUpPatient(t.app);
    const booking = await bookSession(t.app, patient, doctor);
    const [row] = await t.app.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, patient.id),
      columns: { firstname: true, lastname: true },
    });

    expect(
      calendarFeedResponseSchema.parse((await call(doctor.session, 'GET')).json()).data,
    ).toMatchObject({ active: false, url: null });
    const made = calendarFeedResponseSchema.parse((await call(doctor.session, 'POST')).json());
    expect(made.data.active).toBe(true);
    const feed = await t.app.inject({ url: pathOf(made.data.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(`UID:${booking.id}@kaizen`);
    expect(feed.body).toContain(`SUMMARY:Video session with ${row?.firstname ?? ''}`);
    expect(feed.body).not.toContain(row?.lastname ?? 'never');
    expect(feed.body).not.toContain(patient.email);
    // The state never shows the address again.
    expect(
      calendarFeedResponseSchema.parse((await call(doctor.session, 'GET')).json()).data.url,
    ).toBeNull();

    const replaced = calendarFeedResponseSchema.parse((await call(doctor.session, 'POST')).json());
    expect((await t.app.inject({ url: pathOf(made.data.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(replaced.data.url) })).statusCode).toBe(200);
    await call(doctor.session, 'DELETE');
    expect((await t.app.inject({ url: pathOf(replaced.data.url) })).statusCode).toBe(404);
  });

  it('answers a patient 404 and an unknown address 404', async () => {
    const patient = await signedUpPatient(t.app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(patient.session, method)).statusCode, method).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/calendar/not-a-real-token.ics' })).statusCode).toBe(
      404,
    );
  });
});
