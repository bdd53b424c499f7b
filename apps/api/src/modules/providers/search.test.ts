import type { ProviderListResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createClinic, createProvider } from './test-support';

// GET /api/providers filters and aliases (SPEC §3 provider filter aliases). Every query names this
// file's own clinic, so providers other test files create on a shared server never show up.

const HOUR = 3_600_000;

let t: TestApp;
let clinicId: number;
const ids: Record<string, string> = {};

async function list(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/providers?ih_clinic_ids=${clinicId}&limit=50&${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProviderListResponse).data;
}

/** The names (keys of `ids`) of the providers a query finds, in answer order. */
async function found(query: string): Promise<string[]> {
  const names = Object.fromEntries(Object.entries(ids).map(([name, uuid]) => [uuid, name]));
  return (await list(query)).providers.map((card) => names[card.uuid] ?? card.uuid);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const now = t.clock.now().getTime();
  clinicId = (await createClinic(db, 'mum')).id;
  const blr = (await createClinic(db, 'blr')).id;
  const make = async (name: string, options: Parameters<typeof createProvider>[1]) => {
    ids[name] = (await createProvider(db, { clinicIds: [clinicId], ...options })).uuid;
  };
  await make('asha', {
    providerType: 'therapy',
    gender: 'female',
    languages: ['hindi', 'english'],
    concerns: ['anxiety', 'stress'],
    priceTier: 1,
    yearsOfExperience: 4,
    kinds: { tele: 80_000, offline: 96_000 },
    earliest: { tele: new Date(now + 30 * HOUR), offline: new Date(now + 5 * 24 * HOUR) },
  });
  await make('bela', {
    providerType: 'psychiatry',
    gender: 'female',
    languages: ['english', 'tamil'],
    concerns: ['depression', 'sleep'],
    priceTier: 3,
    yearsOfExperience: 12,
    earliest: { tele: new Date(now + 6 * HOUR) },
  });
  await make('chetan', {
    providerType: 'couples',
    gender: 'male',
    languages: ['hindi', 'marathi'],
    concerns: ['relationships', 'anxiety'],
    priceTier: 2,
    yearsOfExperience: 9,
    kinds: { tele: 120_000, couple: 180_000 },
    earliest: { tele: new Date(now + 12 * 24 * HOUR), couple: new Date(now + 2 * 24 * HOUR) },
  });
  await make('dev', {
    providerType: 'coach',
    gender: 'other',
    languages: ['english', 'french'],
    concerns: ['work-related concerns'],
    priceTier: 4,
    yearsOfExperience: 7,
    kinds: { tele: 90_000, group: 30_000 },
  });
  await make('esha', {
    providerType: 'cf_therapy',
    gender: 'female',
    languages: ['bengali', 'hindi'],
    concerns: ['anxiety', 'grief', 'trauma'],
    priceTier: 5,
    yearsOfExperience: 20,
    earliest: { tele: new Date(now + 3 * HOUR) },
  });
  await make('farhan', {
    providerType: 'children_first',
    gender: 'male',
    languages: ['english', 'hindi', 'punjabi'],
    concerns: ['child specialist', 'adhd'],
    priceTier: 2,
    yearsOfExperience: 6,
    clinicIds: [clinicId, blr],
  });
  await make('inactive', { active: false, languages: ['hindi'], concerns: ['anxiety'] });
});

afterAll(() => t.app.close());

describe('GET /api/providers filters', () => {
  it('lists active providers only, soonest available first and those with no slot last', async () => {
    expect(await found('')).toEqual(['esha', 'bela', 'asha', 'chetan', 'dev', 'farhan']);
  });

  it.each([
    ['therapist', ['asha']],
    ['therapy', ['asha']],
    ['psychiatrist', ['bela']],
    ['psychiatry', ['bela']],
    ['couplestherapist', ['chetan']],
    ['others', ['dev', 'farhan']],
    ['cf_therapy', ['esha']],
    ['coach', ['dev']],
    ['Therapist', ['asha']],
    ['therapist,cf_therapy', ['esha', 'asha']],
  ])('type=%s (SPEC §3 alias) finds %j', async (type, expected) => {
    expect(await found(`type=${type}`)).toEqual(expected);
  });

  it('matches any of several languages, given repeated or comma-separated', async () => {
    expect(await found('languages=tamil')).toEqual(['bela']);
    const repeated = await found('languages=tamil&languages=punjabi');
    expect(repeated).toEqual(['bela', 'farhan']);
    expect(await found('languages=tamil,punjabi')).toEqual(repeated);
    expect(await found('languages=%20Tamil%20,PUNJABI')).toEqual(repeated);
  });

  it('filters by gender', async () => {
    expect(await found('gender=male')).toEqual(['chetan', 'farhan']);
    expect(await found('gender=other')).toEqual(['dev']);
    expect(await found('gender=female,other')).toEqual(['esha', 'bela', 'asha', 'dev']);
  });

  it('filters by exact price tiers and by max_price_tier', async () => {
    expect(await found('price=2')).toEqual(['chetan', 'farhan']);
    expect(await found('price=1,5')).toEqual(['esha', 'asha']);
    expect(await found('max_price_tier=2')).toEqual(['asha', 'chetan', 'farhan']);
    expect(await found('price=2,3&max_price_tier=2')).toEqual(['chetan', 'farhan']);
  });

  it('filters by concern', async () => {
    expect(await found('concerns=anxiety')).toEqual(['esha', 'asha', 'chetan']);
    expect(await found('concerns=general%20well-being')).toEqual([]);
    expect(await found('concerns=adhd,grief')).toEqual(['esha', 'farhan']);
  });

  it('filters by session kind and sorts by the earliest slot of that kind', async () => {
    expect(await found('session_kinds=group')).toEqual(['dev']);
    expect(await found('session_kinds=couple')).toEqual(['chetan']);
    // Asha's earliest offline slot (5 days) is later than Chetan's couple slot (2 days).
    expect(await found('session_kinds=offline,couple')).toEqual(['chetan', 'asha']);
  });

  it('filters by clinic and by city', async () => {
    expect(await found('city=blr')).toEqual(['farhan']);
    expect(await found('city=mum,del&type=others')).toEqual(['dev', 'farhan']);
    expect(await found('city=del')).toEqual([]);
  });

  it('keeps providers available within N days of now', async () => {
    expect(await found('available_within_days=1')).toEqual(['esha', 'bela']);
    expect(await found('available_within_days=2')).toEqual(['esha', 'bela', 'asha']);
    expect(await found('available_within_days=3&session_kinds=couple')).toEqual(['chetan']);
    expect(await found('available_within_days=3&session_kinds=tele')).toEqual([
      'esha',
      'bela',
      'asha',
    ]);
  });

  it('combines filters: all must hold', async () => {
    expect(await found('languages=hindi&concerns=anxiety&max_price_tier=2')).toEqual([
      'asha',
      'chetan',
    ]);
    expect(await found('languages=hindi&concerns=anxiety&max_price_tier=2&gender=male')).toEqual([
      'chetan',
    ]);
    expect(await found('type=therapist&languages=tamil')).toEqual([]);
  });

  it('answers the card shape with the avatar rule and fees in paise', async () => {
    const [card] = (await list('type=couplestherapist')).providers;
    expect(card).toMatchObject({
      uuid: ids.chetan,
      provider_type: 'couples',
      gender: 'male',
      languages: ['hindi', 'marathi'],
      concerns: ['relationships', 'anxiety'],
      years_of_experience: 9,
      photo_url: '/images/default-avatar.svg',
      price_tier: 2,
      session_kinds: [
        {
          kind: 'tele',
          duration_minutes: 50,
          price: 120_000,
          currency: 'INR',
          group_capacity: null,
        },
        {
          kind: 'couple',
          duration_minutes: 75,
          price: 180_000,
          currency: 'INR',
          group_capacity: null,
        },
      ],
      clinics: [{ id: clinicId, city: 'mum' }],
    });
    const couple = new Date(t.clock.now().getTime() + 2 * 24 * HOUR).toISOString();
    expect(card?.earliest_available_datetime).toBe(couple);
  });
});

describe('GET /api/providers sorting by relevance', () => {
  it('ranks by matched concerns and languages, then experience', async () => {
    expect(await found('sort=relevance&concerns=anxiety,trauma,grief&languages=hindi')).toEqual([
      'esha', // 3 concerns + hindi
      'chetan', // anxiety + hindi, 9 years
      'asha', // anxiety + hindi, 4 years
    ]);
    expect(await found('sort=relevance')).toEqual([
      'esha',
      'bela',
      'chetan',
      'dev',
      'farhan',
      'asha',
    ]);
  });
});
