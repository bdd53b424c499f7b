import type { MatchingResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { providerFactory } from './test-providers';

// GET /api/matching/filters and POST /api/matching/data (SPEC §3 matching, §4 "the newer of
// local and server copy wins", §7, §9 at most 30 matches): round trips, newest wins, validation,
// and that every record is the caller's own.

const MINUTE = 60_000;

let t: TestApp;
let factory: ReturnType<typeof providerFactory>;
let matchUuid: string;

const answers = {
  provider_type: 'cf_children_first',
  concerns: ['adult autism'],
  languages: ['french'],
  urgency: 'asap',
};
const minutesAgo = (minutes: number) =>
  new Date(t.clock.now().getTime() - minutes * MINUTE).toISOString();

const post = (session: ClientSession, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/matching/data', headers: session, payload: body });

async function read(session: ClientSession, type = 'cf_children_first') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/matching/filters?type=${type}`,
    headers: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MatchingResponse).data;
}

async function stored(session: ClientSession, body: Record<string, unknown>) {
  const response = await post(session, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MatchingResponse).data;
}

beforeAll(async () => {
  t = await createTestApp();
  factory = providerFactory(t.app.db);
  matchUuid = (await factory.create({ concerns: ['adult autism'], yearsOfExperience: 6 })).uuid;
});

afterAll(async () => {
  await factory.removeAll();
  await t.app.close();
});

describe('matching data round trip', () => {
  it('starts empty, then returns the stored answers, updated_at and matches', async () => {
    const { session } = await signUp(t.app);
    expect(await read(session)).toEqual({ records: [], all_matched_providers: [] });

    const updatedAt = minutesAgo(1);
    const posted = await stored(session, { ...answers, updated_at: updatedAt });
    expect(posted.records).toEqual([
      {
        filter: {
          concerns: ['adult autism'],
          languages: ['french'],
          gender_preference: 'any',
          urgency: 'asap',
        },
        updated_at: updatedAt,
      },
    ]);
    const match = posted.all_matched_providers.find((entry) => entry.uuid === matchUuid);
    expect(match?.explanation).toBe('Speaks French · 6 years of experience · Adult autism');
    expect(await read(session)).toEqual(posted);
  });

  it('keeps one copy per provider type and accepts the SPEC §3 type aliases', async () => {
    const { session } = await signUp(t.app);
    await stored(session, { ...answers, provider_type: 'Therapist', updated_at: minutesAgo(1) });
    expect((await read(session, 'therapy')).records[0]?.filter.concerns).toEqual(['adult autism']);
    expect(await read(session, 'psychiatry')).toEqual({ records: [], all_matched_providers: [] });
  });
});

describe('newest copy wins (SPEC §4)', () => {
  it('keeps the stored copy when the posted one is older, and returns it', async () => {
    const { session } = await signUp(t.app);
    const newer = await stored(session, { ...answers, updated_at: minutesAgo(5) });
    const answer = await stored(session, {
      ...answers,
      concerns: ['grief'],
      updated_at: minutesAgo(10),
    });
    expect(answer).toEqual(newer);
    expect(await read(session)).toEqual(newer);
  });

  it('replaces the stored copy and its matches with a newer one', async () => {
    const { session } = await signUp(t.app);
    await stored(session, { ...answers, updated_at: minutesAgo(10) });
    const updatedAt = minutesAgo(5);
    const answer = await stored(session, {
      ...answers,
      concerns: ['grief'],
      updated_at: updatedAt,
    });
    expect(answer.records[0]).toMatchObject({
      filter: { concerns: ['grief'] },
      updated_at: updatedAt,
    });
    expect(answer.all_matched_providers.map((entry) => entry.uuid)).not.toContain(matchUuid);
    expect(await read(session)).toEqual(answer);
  });

  it('stores a copy with the same updated_at again (not older)', async () => {
    const { session } = await signUp(t.app);
    const updatedAt = minutesAgo(3);
    await stored(session, { ...answers, updated_at: updatedAt });
    const again = await stored(session, { ...answers, languages: [], updated_at: updatedAt });
    expect(again.records[0]?.filter.languages).toEqual([]);
  });

  it('refuses an updated_at far in the future, which would beat every later answer', async () => {
    const { session } = await signUp(t.app);
    const future = new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString();
    const response = await post(session, { ...answers, updated_at: future });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: ['updated_at is in the future.'] });
  });
});

describe('validation', () => {
  const manyUuids = Array.from({ length: 31 }, () => crypto.randomUUID());
  it.each([
    ['an unknown concern', { concerns: ['klingon'] }],
    ['an unknown language', { languages: ['latin'] }],
    ['a price tier above 5 (SPEC §9)', { max_price_tier: 6 }],
    ['an unknown gender preference', { gender_preference: 'robot' }],
    ['offline without a city', { session_kind: 'offline' }],
    ['an unknown city', { session_kind: 'offline', city: 'nyc' }],
    ['more than 30 matches (SPEC §9)', { all_matches: manyUuids }],
    ['an unknown provider type', { provider_type: 'wizard' }],
    ['no updated_at', { updated_at: undefined }],
  ])('answers 422 for %s', async (_, change) => {
    const { session } = await signUp(t.app);
    const response = await post(session, { ...answers, updated_at: minutesAgo(1), ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(await read(session)).toEqual({ records: [], all_matched_providers: [] });
  });

  it('answers 422 for GET without a known type', async () => {
    const { session } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/matching/filters?type=wizard',
      headers: session,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('access', () => {
  it('needs a session', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/matching/filters?type=therapy' });
    expect(get.statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/matching/data',
      payload: { ...answers, updated_at: minutesAgo(1) },
    });
    expect(response.statusCode).toBe(401);
  });

  it("never shows or overwrites another user's answers, whatever user id the body names", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const alices = await stored(alice.session, { ...answers, updated_at: minutesAgo(10) });
    expect(await read(bob.session)).toEqual({ records: [], all_matched_providers: [] });

    const bobs = await stored(bob.session, {
      ...answers,
      concerns: ['grief'],
      user_id: alice.id,
      customer_id: alice.id,
      updated_at: minutesAgo(1),
    });
    expect(bobs.records[0]?.filter.concerns).toEqual(['grief']);
    expect(await read(alice.session)).toEqual(alices);
    expect(await read(bob.session)).toEqual(bobs);
  });
});
