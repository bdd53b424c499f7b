import {
  CITY_CODES,
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  PROVIDER_TYPES,
  type ProviderListResponse,
} from '@kaizen/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_CLINICS } from './demo/clinics';
import { generateDemoProviders } from './demo/generate';
import {
  DEMO_PROVIDER_COUNT,
  DEMO_PROVIDER_SEED,
  seedDemoProviders,
  seedGeneratedProviders,
} from './seed';
import { clinics, providers, providerSessionKinds } from './tables';

const demo = generateDemoProviders(DEMO_PROVIDER_COUNT, DEMO_PROVIDER_SEED);
const all = <T>(pick: (entry: (typeof demo)[number]) => T | T[]) => new Set(demo.flatMap(pick));

describe('demo providers (generated)', () => {
  it('come out the same for the same seed, and differently for another', () => {
    expect(generateDemoProviders(DEMO_PROVIDER_COUNT, DEMO_PROVIDER_SEED)).toEqual(demo);
    const other = generateDemoProviders(20, DEMO_PROVIDER_SEED + 1);
    const uuids = all((entry) => entry.provider.uuid);
    expect(other.some((entry) => uuids.has(entry.provider.uuid))).toBe(false);
    expect(uuids.size).toBe(DEMO_PROVIDER_COUNT);
  });

  it('cover every provider type, language, gender, price tier, concern and city', () => {
    expect(all((entry) => entry.provider.providerType)).toEqual(new Set(PROVIDER_TYPES));
    expect(all((entry) => entry.provider.languages ?? [])).toEqual(new Set(LANGUAGES));
    expect(all((entry) => entry.provider.gender)).toEqual(new Set(GENDERS));
    expect(all((entry) => entry.provider.priceTier)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all((entry) => entry.provider.concerns ?? [])).toEqual(new Set(CONCERN_TOPICS));
    const cityOf = new Map(DEMO_CLINICS.map((clinic) => [clinic.slug, clinic.city]));
    expect(all((entry) => entry.clinicSlugs.map((slug) => cityOf.get(slug)))).toEqual(
      new Set(CITY_CODES),
    );
  });

  it('speak Hindi and English mostly, and a few live abroad in their own zones', () => {
    const speaking = (language: string) =>
      demo.filter((entry) => entry.provider.languages?.includes(language as 'hindi')).length;
    expect(speaking('english')).toBeGreaterThan(250);
    expect(speaking('hindi')).toBeGreaterThan(180);
    const zones = demo.map((entry) => entry.provider.timeZone);
    expect(new Set(zones)).toEqual(
      new Set([
        'Asia/Kolkata',
        'Europe/London',
        'America/New_York',
        'Asia/Dubai',
        'Asia/Singapore',
      ]),
    );
    expect(zones.filter((zone) => zone !== 'Asia/Kolkata').length).toBeLessThan(20);
    // Nobody abroad sees people in an Indian clinic.
    for (const entry of demo.filter((e) => e.provider.timeZone !== 'Asia/Kolkata')) {
      expect(entry.clinicSlugs).toEqual([]);
    }
  });

  it('have varied bios and fees that rise with the price tier', () => {
    const bios = demo.map((entry) => entry.provider.bio ?? '');
    expect(new Set(bios).size).toBe(DEMO_PROVIDER_COUNT);
    expect(bios.every((bio) => bio.length > 120 && !/lorem|\{/i.test(bio))).toBe(true);
    const teleFee = (tier: number) =>
      demo
        .filter((e) => e.provider.providerType === 'therapy' && e.provider.priceTier === tier)
        .map((e) => e.sessionKinds.find((kind) => kind.kind === 'tele')?.price ?? 0);
    for (let tier = 2; tier <= 5; tier++) {
      expect(Math.min(...teleFee(tier))).toBeGreaterThan(Math.max(...teleFee(tier - 1)));
    }
    for (const entry of demo) {
      expect(entry.sessionKinds.some((kind) => kind.kind === 'offline')).toBe(
        entry.clinicSlugs.length > 0,
      );
    }
  });
});

describe('seeding the directory', () => {
  let t: TestApp;
  // A database of its own: the demo rows have fixed uuids and clinic slugs.
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: '' });
  });
  afterAll(() => t.app.close());

  const total = async (table: typeof providers | typeof providerSessionKinds | typeof clinics) =>
    (await t.app.db.select({ n: count() }).from(table))[0]?.n;

  it('writes clinics and providers quickly, and a second run changes nothing', async () => {
    const started = performance.now();
    await seedDemoProviders(t.app.db);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(5_000);
    const kinds = await total(providerSessionKinds);
    await seedDemoProviders(t.app.db);
    expect(await total(providers)).toBe(DEMO_PROVIDER_COUNT);
    expect(await total(clinics)).toBe(DEMO_CLINICS.length);
    expect(await total(providerSessionKinds)).toBe(kinds);
  });

  it('lists seeded providers through the API: Hindi, anxiety, price tier at most 2', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2&limit=50',
    });
    const { providers: cards } = (response.json() as ProviderListResponse).data;
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) {
      expect(card.languages).toContain('hindi');
      expect(card.concerns).toContain('anxiety');
      expect(card.price_tier).toBeLessThanOrEqual(2);
    }
  });

  it('adds generated providers on top for the benchmark', async () => {
    const ids = await seedGeneratedProviders(t.app.db, 600);
    expect(ids).toHaveLength(600);
    expect(await total(providers)).toBe(DEMO_PROVIDER_COUNT + 600);
    const [first] = await t.app.db
      .select()
      .from(providers)
      .where(eq(providers.id, ids[0] ?? 0));
    expect(first?.providerType).toBe(PROVIDER_TYPES[0]);
  });
});
