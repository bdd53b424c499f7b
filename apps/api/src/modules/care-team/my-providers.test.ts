import type { MyProvidersResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { careTeamFixtures } from './test-care-team';

// GET my_providers_dropdown_v2 and PATCH update_temp_flag (SPEC §3 My-providers entries with
// roles cf-intake-specialist / cf-clinician, §7). Bookings fill the mappings; here the test does.

const DROPDOWN = '/api/customers/customers/my_providers_dropdown_v2';
const TEMP_FLAG = '/api/customer_provider_mappings/update_temp_flag';

let t: TestApp;
const { makeProvider, map, cleanUp } = careTeamFixtures(() => t);

async function dropdown(session: ClientSession, query = 'provider_type=all') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${DROPDOWN}?${query}`,
    headers: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MyProvidersResponse).data;
}

const patch = (session: ClientSession | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: TEMP_FLAG,
    payload,
    ...(session ? { headers: session } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await cleanUp();
  await t.app.close();
});

describe('my providers', () => {
  it('is an empty list for a new user, and needs a session', async () => {
    const { session } = await signUp(t.app);
    expect(await dropdown(session)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `${DROPDOWN}?provider_type=all` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists the caller's providers with roles; support providers only when asked", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const therapist = await makeProvider('cf_therapy');
    const psychiatrist = await makeProvider('psychiatry');
    const coordinator = await makeProvider('cf_care_coordinator');
    await map(alice.id, therapist, ['cf-clinician']);
    await map(alice.id, psychiatrist);
    await map(alice.id, coordinator, ['cf-intake-specialist']);
    await map(bob.id, psychiatrist);

    const all = await dropdown(alice.session);
    expect(all.map((entry) => [entry.uuid, entry.roles, entry.temp_flag])).toEqual([
      [therapist.uuid, ['cf-clinician'], true],
      [psychiatrist.uuid, [], true],
    ]);
    const withSupport = await dropdown(
      alice.session,
      'provider_type=all&include_support_providers=true&nocache=1700000000',
    );
    expect(withSupport.map((entry) => entry.uuid)).toEqual([
      therapist.uuid,
      psychiatrist.uuid,
      coordinator.uuid,
    ]);
    const onlyPsychiatry = await dropdown(alice.session, 'provider_type=psychiatry');
    expect(onlyPsychiatry.map((entry) => entry.uuid)).toEqual([psychiatrist.uuid]);
    expect((await dropdown(bob.session)).map((entry) => entry.uuid)).toEqual([psychiatrist.uuid]);
  });

  it("clears the temp flag of the caller's own mapping only; others' are 404", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const therapist = await makeProvider('therapy');
    await map(alice.id, therapist);
    const body = { provider_id: therapist.uuid, provider_type: 'therapy' };

    const bobs = await patch(bob.session, body);
    expect(bobs.statusCode).toBe(404);
    expect((await dropdown(alice.session))[0]?.temp_flag).toBe(true);

    const response = await patch(alice.session, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { uuid: therapist.uuid, temp_flag: false } });
    expect((await dropdown(alice.session))[0]?.temp_flag).toBe(false);

    const otherType = await patch(alice.session, { ...body, provider_type: 'psychiatry' });
    expect(otherType.statusCode).toBe(404);
  });

  it('answers 422 for bad input and 401 without a session', async () => {
    const { session } = await signUp(t.app);
    const badType = await t.app.inject({
      method: 'GET',
      url: `${DROPDOWN}?provider_type=wizard`,
      headers: session,
    });
    expect(badType.statusCode).toBe(422);
    const badFlag = await t.app.inject({
      method: 'GET',
      url: `${DROPDOWN}?include_support_providers=maybe`,
      headers: session,
    });
    expect(badFlag.statusCode).toBe(422);
    expect((await patch(session, { provider_id: 'x', provider_type: 'therapy' })).statusCode).toBe(
      422,
    );
    const anonymous = await patch(undefined, {
      provider_id: crypto.randomUUID(),
      provider_type: 'therapy',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
