import {
  CF_DEFAULT_PROVIDER_TYPES,
  cfConfigsResponseSchema,
  type CfConfigsResponse,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { createTestOrganisation } from '../../test/organisation';
import { users } from '../auth/tables';
import { cfBookingConfigs } from './tables';
import { careTeamFixtures } from './test-care-team';

// SPEC §3 care-first (CF) users: a CF role on one of their providers makes a person a CF user;
// GET cf configs (data.data.cf_booking_configs) says what they may book (the booking routes
// enforce it: bookings/new-booking/cf-booking.test.ts).

const CF_CONFIGS = '/api/customers/customers/cf_configs';

let t: TestApp;
const { makeProvider, map, cleanUp } = careTeamFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await cleanUp();
  await t.app.close();
});

async function cfConfigs(session: ClientSession): Promise<CfConfigsResponse['data']> {
  const response = await t.app.inject({ method: 'GET', url: CF_CONFIGS, headers: session });
  expect(response.statusCode, response.body).toBe(200);
  return cfConfigsResponseSchema.parse(response.json()).data;
}

/** A person whose intake specialist carries the CF role. */
async function cfUser() {
  const person = await signUp(t.app);
  await map(person.id, await makeProvider('cf_care_coordinator'), ['cf-intake-specialist']);
  return person;
}

const configure = (
  owner: { userId: number } | { organisationId: number },
  types: string[],
  kinds: string[],
) =>
  t.app.db.insert(cfBookingConfigs).values({
    ...owner,
    providerTypes: types as never,
    sessionKinds: kinds as never,
    updatedAt: t.clock.now(),
  });

describe('GET cf configs', () => {
  it('is an empty object for someone who is not a CF user, and needs a session', async () => {
    const person = await signUp(t.app);
    await map(person.id, await makeProvider('therapy'));
    expect(await cfConfigs(person.session)).toEqual({ cf_booking_configs: {} });
    const anonymous = await t.app.inject({ method: 'GET', url: CF_CONFIGS });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives a CF user their own configuration, else their organisation's, else the default", async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const alice = await cfUser();
    expect((await cfConfigs(alice.session)).cf_booking_configs).toEqual({
      provider_types: [...CF_DEFAULT_PROVIDER_TYPES],
      session_kinds: ['tele', 'offline', 'couple', 'group'],
      source: 'default',
    });
    await t.app.db
      .update(users)
      .set({ organisationId: organisation.id })
      .where(eq(users.id, alice.id));
    await configure({ organisationId: organisation.id }, ['cf_therapy'], ['tele']);
    expect((await cfConfigs(alice.session)).cf_booking_configs).toEqual({
      provider_types: ['cf_therapy'],
      session_kinds: ['tele'],
      source: 'organisation',
    });
    await configure({ userId: alice.id }, ['therapy', 'cf_psychiatry'], ['tele', 'offline']);
    expect((await cfConfigs(alice.session)).cf_booking_configs).toMatchObject({
      provider_types: ['therapy', 'cf_psychiatry'],
      source: 'user',
    });

    // Alice's configuration is hers alone: another person (of no organisation) sees none.
    const bob = await signUp(t.app);
    expect(await cfConfigs(bob.session)).toEqual({ cf_booking_configs: {} });
  });

  it('refuses a configuration without an owner, with two owners, or with nothing to book', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const person = await signUp(t.app);
    const rows = [
      { providerTypes: ['therapy'], sessionKinds: ['tele'] },
      {
        userId: person.id,
        organisationId: organisation.id,
        providerTypes: ['therapy'],
        sessionKinds: ['tele'],
      },
      { userId: person.id, providerTypes: [], sessionKinds: ['tele'] },
      { userId: person.id, providerTypes: ['therapy'], sessionKinds: ['video'] },
    ];
    for (const row of rows) {
      await expect(
        t.app.db.insert(cfBookingConfigs).values({ ...row, updatedAt: t.clock.now() } as never),
      ).rejects.toThrow();
    }
  });
});
