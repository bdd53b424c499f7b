import {
  bookingResponseSchema,
  clinicianBookingResponseSchema,
  clinicianBookingsResponseSchema,
  MARK_BEFORE_START_MESSAGE,
  sessionNotesResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';
import { clinicianProviders } from '../tables';
import { at, createBookableProvider, MONDAY } from '../test-support';

// The clinician side: a therapist account linked to a provider sees only that provider's
// sessions, marks them completed or no-show once started, and keeps notes the patient never sees.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

async function clinicianOf(providerId: number): Promise<ClientSession> {
  const account = await createAccount(t.app, 'therapist');
  await t.app.db.insert(clinicianProviders).values({ userId: account.id, providerId });
  const response = await signIn(t.app, account.email, { platform: 'android' });
  expect(response.statusCode, response.body).toBe(200);
  return sessionFrom(response);
}

const call = (session: ClientSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) });

describe('clinician bookings', () => {
  it("lists, marks and annotates only the own provider's sessions", async () => {
    const mine = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const theirs = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const doctor = await clinicianOf(mine.id);
    const patient = await signUp(t.app);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...patient.session, 'idempotency-key': `clinician-${Date.now()}` },
      payload: { provider_uuid: mine.uuid, kind: 'tele', starts_at: at(1, 9) },
    });
    const booking = bookingResponseSchema.parse(booked.json()).data;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...patient.session, 'idempotency-key': `clinician-other-${Date.now()}` },
      // Another hour: one person is never booked twice at once (issue 9).
      payload: { provider_uuid: theirs.uuid, kind: 'tele', starts_at: at(1, 11) },
    });
    const othersBooking = bookingResponseSchema.parse(other.json()).data;

    const list = clinicianBookingsResponseSchema.parse(
      (await call(doctor, 'GET', '/api/clinicians/bookings')).json(),
    );
    expect(list.data.map((entry) => entry.id)).toEqual([booking.id]);
    expect(list.data[0]?.patient.email).toBe(patient.email);

    const early = await call(doctor, 'POST', `/api/clinicians/bookings/${booking.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: [MARK_BEFORE_START_MESSAGE] });
    for (const path of ['complete', 'no_show', 'notes']) {
      const foreign = await call(
        doctor,
        path === 'notes' ? 'GET' : 'POST',
        `/api/clinicians/bookings/${othersBooking.id}/${path}`,
      );
      expect(foreign.statusCode).toBe(404);
    }

    const noted = await call(doctor, 'POST', `/api/clinicians/bookings/${booking.id}/notes`, {
      text: 'Discussed sleep routine.',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const notes = sessionNotesResponseSchema.parse(
      (await call(doctor, 'GET', `/api/clinicians/bookings/${booking.id}/notes`)).json(),
    );
    expect(notes.data.map((note) => note.text)).toEqual(['Discussed sleep routine.']);
    const patientView = await call(patient.session, 'GET', `/api/customers/bookings/${booking.id}`);
    expect(patientView.body).not.toContain('sleep routine');

    t.clock.set(at(1, 9, 50));
    const done = await call(doctor, 'POST', `/api/clinicians/bookings/${booking.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(clinicianBookingResponseSchema.parse(done.json()).data.status).toBe('completed');
    t.clock.set(MONDAY);
  });

  it('answers patients and unlinked clinicians 404: the clinician routes do not exist to them', async () => {
    const patient = await signUp(t.app);
    expect((await call(patient.session, 'GET', '/api/clinicians/bookings')).statusCode).toBe(404);
    const account = await createAccount(t.app, 'psychiatrist');
    const response = await signIn(t.app, account.email, { platform: 'android' });
    const unlinked = sessionFrom(response);
    expect((await call(unlinked, 'GET', '/api/clinicians/bookings')).statusCode).toBe(404);
  });
});
