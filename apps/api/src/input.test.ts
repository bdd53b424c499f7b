import {
  bookingResponseSchema,
  CONTROL_CHARACTER_MESSAGE,
  INSTANT_OUT_OF_RANGE_MESSAGE,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './lib/clock';
import { clinicianProviders } from './modules/bookings/tables';
import { at, createBookableProvider, MONDAY } from './modules/bookings/test-support';
import { createRealtimeUser } from './modules/realtime/test-support';
import { createTestApp, type TestApp } from './test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from './test/auth';

// Issue 8 case 6, repeated as the issue writes it: a NUL character in any text field, and a
// start in year 9999, are answered with a clear 422, never a 500.

const NUL = '\u0000';
let t: TestApp;
let patient: ClientSession;
let provider: Awaited<ReturnType<typeof createBookableProvider>>;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
  patient = (await signUp(t.app)).session;
  provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
});
afterAll(() => t.app.close());

const refusedAsControlCharacter = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ errors: [CONTROL_CHARACTER_MESSAGE] });
};

const book = (startsAt: string, key = `input-${Math.random()}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...patient, 'idempotency-key': key },
    payload: { provider_uuid: provider.uuid, kind: 'tele', starts_at: startsAt },
  });

describe('NUL and other control characters', () => {
  it('are refused in the sign-in login and password', async () => {
    for (const payload of [
      { login: `someone${NUL}@example.com`, password: 'Correct-Horse-9' },
      { login: 'someone@example.com', password: `Correct${NUL}Horse` },
      { email: `a\u0007b@example.com`, password: 'Correct-Horse-9' },
    ]) {
      refusedAsControlCharacter(
        await t.app.inject({ method: 'POST', url: '/api/customers/authenticate/sign_in', payload }),
      );
    }
  });

  it('are refused in the meta_info company', async () => {
    refusedAsControlCharacter(
      await t.app.inject({
        method: 'GET',
        url: '/api/customers/organisations_integration/acme%00/meta_info',
      }),
    );
  });

  it('are refused in telemetry error reports', async () => {
    refusedAsControlCharacter(
      await t.app.inject({
        method: 'POST',
        url: '/api/telemetry/errors',
        payload: { message: `boom${NUL}`, occurred_at: MONDAY.toISOString() },
      }),
    );
  });

  it('are refused in realtime values and keys, deep inside', async () => {
    const user = await createRealtimeUser(t.app);
    for (const payload of [{ deep: { list: ['ok', `bad${NUL}`] } }, { [`key${NUL}`]: 1 }]) {
      refusedAsControlCharacter(
        await t.app.inject({
          method: 'PUT',
          url: `/api/realtime/experiments/${user.firebaseid}/fuzz`,
          headers: { authorization: `Bearer ${user.fbToken}` },
          payload,
        }),
      );
    }
  });

  it('are ignored in the device_info of validate_token (unreadable device info is not kept)', async () => {
    for (const info of [
      { device_name: `phone${NUL}` },
      { logged_in_location: { country: 'India', [`city${NUL}`]: `Pune${NUL}` } },
    ]) {
      const deviceInfo = encodeURIComponent(JSON.stringify(info));
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/authenticate/validate_token?device_info=${deviceInfo}`,
        headers: patient,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('are refused in clinician notes, and a clean note is kept', async () => {
    const created = await book(at(1, 9));
    expect(created.statusCode, created.body).toBe(201);
    const booking = bookingResponseSchema.parse(created.json()).data;
    const account = await createAccount(t.app, 'therapist');
    await t.app.db
      .insert(clinicianProviders)
      .values({ userId: account.id, providerId: provider.id });
    const doctor = sessionFrom(await signIn(t.app, account.email, { platform: 'android' }));
    const note = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/clinicians/bookings/${booking.id}/notes`,
        headers: doctor,
        payload: { text },
      });
    refusedAsControlCharacter(await note(`Anxious${NUL}`));
    const clean = await note('Anxious before exams.\nFollow up next week.');
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it('are refused in a path parameter and a query string', async () => {
    refusedAsControlCharacter(
      await t.app.inject({
        method: 'GET',
        url: '/api/customers/bookings/abc%00',
        headers: patient,
      }),
    );
    refusedAsControlCharacter(
      await t.app.inject({ method: 'GET', url: `/api/providers?city=mum%00` }),
    );
  });
});

describe('instants out of range', () => {
  it('answer a booking in year 9999 with a clear 422', async () => {
    const response = await book('9999-01-04T10:00:00.000Z');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [INSTANT_OUT_OF_RANGE_MESSAGE] });
  });

  it('answer a reschedule to year 9999 with a clear 422', async () => {
    const created = await book(at(2, 9));
    const booking = bookingResponseSchema.parse(created.json()).data;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${booking.id}/reschedule`,
      headers: patient,
      payload: { starts_at: '9999-12-31T10:00:00+05:30' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [INSTANT_OUT_OF_RANGE_MESSAGE] });
  });

  it("answer a start beyond the provider's horizon (60 days) with 422, not 500", async () => {
    const response = await book(at(90, 10));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [expect.any(String)] });
  });
});
