import { PROVIDER_TYPES, type ProvidersSummary } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { careTeamFixtures } from './test-care-team';

// GET providers_summary (SPEC §7; payload designed in contracts my-providers.ts): counts per
// provider type, therapist / psychiatrist, CF user (SPEC §3 roles) and newly assigned providers.

const SUMMARY = '/api/customers/customers/providers_summary';

let t: TestApp;
const { makeProvider, map, cleanUp } = careTeamFixtures(() => t);

async function summary(session: ClientSession): Promise<ProvidersSummary> {
  const response = await t.app.inject({ method: 'GET', url: SUMMARY, headers: session });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ProvidersSummary }).data;
}

const noneOfEach = Object.fromEntries(PROVIDER_TYPES.map((type) => [type, 0]));

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await cleanUp();
  await t.app.close();
});

describe('providers summary', () => {
  it('is all zero for a new user, and needs a session', async () => {
    const { session } = await signUp(t.app);
    expect(await summary(session)).toEqual({
      total: 0,
      by_type: noneOfEach,
      has_therapist: false,
      has_psychiatrist: false,
      is_cf_user: false,
      new_providers: 0,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: SUMMARY });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [expect.any(String)] });
  });

  it("counts the caller's own care team only: types, CF role, new and support providers", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const cfTherapist = await makeProvider('cf_therapy');
    const psychiatrist = await makeProvider('psychiatry');
    const coach = await makeProvider('coach');
    const coordinator = await makeProvider('care_coordinator');
    const retired = await makeProvider('therapy', false);
    await map(alice.id, cfTherapist, ['cf-clinician']);
    await map(alice.id, coach, [], false);
    await map(alice.id, coordinator, ['cf-intake-specialist']);
    await map(alice.id, retired);
    // Bob's team must never show in Alice's summary, and hers not in his.
    await map(bob.id, psychiatrist);

    expect(await summary(alice.session)).toEqual({
      total: 2,
      by_type: { ...noneOfEach, cf_therapy: 1, coach: 1, care_coordinator: 1 },
      has_therapist: true,
      has_psychiatrist: false,
      is_cf_user: true,
      new_providers: 1,
    });
    expect(await summary(bob.session)).toEqual({
      total: 1,
      by_type: { ...noneOfEach, psychiatry: 1 },
      has_therapist: false,
      has_psychiatrist: true,
      is_cf_user: false,
      new_providers: 1,
    });
  });

  it('drops a provider from the new count once acknowledged with update_temp_flag', async () => {
    const carol = await signUp(t.app);
    const therapist = await makeProvider('therapy');
    await map(carol.id, therapist);
    expect((await summary(carol.session)).new_providers).toBe(1);
    const acknowledged = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer_provider_mappings/update_temp_flag',
      headers: carol.session,
      payload: { provider_id: therapist.uuid, provider_type: 'therapy' },
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await summary(carol.session)).toMatchObject({ total: 1, new_providers: 0 });
  });
});
