import type { MatchingResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { providerFactory } from './test-providers';

// POST /api/matching/data ranks providers for the answers (issue 3, SPEC §3 matching) and says
// why each matched. Only this file's providers are asserted on (others may share the server).

const DAY = 86_400_000;

let t: TestApp;
let session: ClientSession;
let factory: ReturnType<typeof providerFactory>;
const names = new Map<string, string>();

const answers = {
  provider_type: 'cf_children_first',
  concerns: ['adult autism', 'geriatric mental health', 'grief'],
  languages: ['french', 'hindi'],
  gender_preference: 'female',
  max_price_tier: 3,
  session_kind: 'tele',
  urgency: 'this_week',
};

async function post(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/matching/data',
    headers: session,
    payload: { updated_at: t.clock.now().toISOString(), ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MatchingResponse).data;
}

/** This file's matches, by test name, in rank order, with their explanations. */
const own = (data: MatchingResponse['data']) =>
  data.all_matched_providers
    .filter((match) => names.has(match.uuid))
    .map((match) => [names.get(match.uuid), match.explanation]);

beforeAll(async () => {
  t = await createTestApp();
  session = (await signUp(t.app)).session;
  factory = providerFactory(t.app.db);
  const now = t.clock.now().getTime();
  const make = async (name: string, options: Parameters<typeof factory.create>[0]) => {
    names.set((await factory.create(options)).uuid, name);
  };
  const concerns = ['adult autism', 'geriatric mental health'] as const;
  await make('all-three', {
    concerns: [...concerns, 'grief'],
    languages: ['hindi', 'french'],
    yearsOfExperience: 8,
    earliestAt: new Date(now + DAY),
  });
  await make('two-soon', {
    concerns: [...concerns],
    languages: ['french'],
    yearsOfExperience: 15,
    earliestAt: new Date(now + DAY),
  });
  await make('two-later', {
    concerns: [...concerns],
    languages: ['french', 'hindi'],
    yearsOfExperience: 1,
    earliestAt: new Date(now + 20 * DAY),
  });
  await make('two-never', { concerns: [...concerns], languages: ['french', 'hindi'] });
  // Each misses one must-have of the answers.
  await make('over-budget', { concerns: [...concerns, 'grief'], priceTier: 5 });
  await make('male', { concerns: [...concerns, 'grief'], gender: 'male' });
  await make('no-concern', { concerns: ['anxiety'] });
  await make('offline-only', { concerns: [...concerns, 'grief'], kinds: ['offline'] });
  await make('english-only', { concerns: [...concerns, 'grief'], languages: ['english'] });
  await make('other-type', { concerns: [...concerns, 'grief'], providerType: 'cf_coach' });
  await make('inactive', { concerns: [...concerns, 'grief'], active: false });
  await make('delhi-clinic', {
    concerns: ['adult autism'],
    kinds: ['offline', 'tele'],
    clinicCity: 'del',
    yearsOfExperience: 5,
  });
  await make('mumbai-clinic', {
    concerns: ['adult autism'],
    kinds: ['offline'],
    clinicCity: 'mum',
  });
});

afterAll(async () => {
  await factory.removeAll();
  await t.app.close();
});

describe('matching ranks providers for the answers', () => {
  it('orders by concerns, languages, availability within the urgency window, then earliest slot', async () => {
    const data = await post(answers);
    expect(own(data)).toEqual([
      [
        'all-three',
        'Speaks French, Hindi · 8 years of experience · Adult autism, Geriatric mental health, Grief · Available within 7 days',
      ],
      [
        'two-soon',
        'Speaks French · 15 years of experience · Adult autism, Geriatric mental health · Available within 7 days',
      ],
      [
        'two-later',
        'Speaks French, Hindi · 1 year of experience · Adult autism, Geriatric mental health',
      ],
      ['two-never', 'Speaks French, Hindi · Adult autism, Geriatric mental health'],
      ['delhi-clinic', 'Speaks French · 5 years of experience · Adult autism'],
    ]);
    const ranks = data.all_matched_providers.map((match) => match.rank);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
    expect(data.all_matched_providers.length).toBeLessThanOrEqual(30);
    const first = data.all_matched_providers.find((match) => names.get(match.uuid) === 'all-three');
    expect(first?.earliest_available_datetime).toBe(
      new Date(t.clock.now().getTime() + DAY).toISOString(),
    );
    // The fee as the directory states it: the lowest session price, in paise.
    expect(first?.lowest_price).toBe(100_000);
  });

  it('for offline sessions keeps only providers with a clinic in the chosen city', async () => {
    const data = await post({
      provider_type: 'cf_children_first',
      concerns: ['adult autism'],
      languages: ['french'],
      session_kind: 'offline',
      city: 'del',
    });
    expect(own(data)).toEqual([
      ['delhi-clinic', 'Speaks French · 5 years of experience · Adult autism · Clinic in Delhi'],
    ]);
  });

  it('returns no matches, not an error, when nobody fits', async () => {
    const data = await post({
      provider_type: 'cf_children_first',
      concerns: ['adult autism'],
      languages: ['french'],
      gender_preference: 'male',
      max_price_tier: 1,
    });
    expect(own(data)).toEqual([]);
    expect(data.records[0]?.filter.gender_preference).toBe('male');
  });
});
