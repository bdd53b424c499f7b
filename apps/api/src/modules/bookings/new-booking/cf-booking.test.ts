import { CF_BOOKING_NOT_ALLOWED_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import { cfBookingConfigs, customerProviderMappings } from '../../care-team/tables';
import { at, bookAs, checkAs, createBookableProvider, MONDAY } from '../test-support';

// SPEC §3 care-first (CF) users book only what their cf_booking_configs allow, enforced by the
// API at the check before paying and at booking (a client showing every choice still cannot).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const check = (session: ClientSession, body: Record<string, unknown>) =>
  checkAs(t.app, session, body);

const refused = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ errors: [CF_BOOKING_NOT_ALLOWED_MESSAGE] });
};

describe('booking as a CF user', () => {
  it('books only the provider types and session kinds the configuration allows', async () => {
    const provider = await createBookableProvider(
      t.app.db,
      { tele: 50_000, offline: 60_000 },
      MONDAY,
    );
    const tele = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(1, 10) };
    const offline = { ...tele, kind: 'offline', clinic_id: provider.clinicId };

    // Carol's clinician carries the CF role; the default allows only care-first provider types,
    // so this therapy provider is refused before paying and at booking.
    const carol = await signUp(t.app);
    const now = t.clock.now();
    await t.app.db.insert(customerProviderMappings).values({
      userId: carol.id,
      providerId: provider.id,
      providerType: 'cf_therapy',
      roles: ['cf-clinician'],
      createdAt: now,
      updatedAt: now,
    });
    refused(await check(carol.session, tele));
    refused(await bookAs(t.app, carol.session, tele));

    // Her own configuration opens therapy, online only.
    await t.app.db.insert(cfBookingConfigs).values({
      userId: carol.id,
      providerTypes: ['therapy'],
      sessionKinds: ['tele'],
      updatedAt: now,
    });
    const allowed = await check(carol.session, tele);
    expect(allowed.statusCode, allowed.body).toBe(200);
    refused(await bookAs(t.app, carol.session, offline));

    // Someone who is not a CF user books as before.
    const dave = await signUp(t.app);
    const asBefore = await check(dave.session, offline);
    expect(asBefore.statusCode, asBefore.body).toBe(200);
  });
});
