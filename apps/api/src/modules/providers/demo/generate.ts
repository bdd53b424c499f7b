import {
  PROVIDER_TYPES,
  type CityCode,
  type ConcernTopic,
  type Gender,
  type Language,
  type ProviderType,
} from '@kaizen/contracts';
import type { providers, providerSessionKinds } from '../tables';
import { writeBio } from './bios';
import {
  baseTypeOf,
  CARE_TYPES,
  feePaise,
  PROVIDER_TYPE_WEIGHTS,
  type CareType,
} from './care-types';
import { DEMO_CLINICS } from './clinics';
import { NAME_REGIONS, NEUTRAL_NAMES, type NameRegion } from './names';
import { seededRandom, type Random } from './random';

// Deterministic demo providers: the same seed gives the same directory on every machine. The
// benchmark's extra providers come from the same code with another seed.

export type NewProvider = typeof providers.$inferInsert;
export type NewSessionKind = Omit<typeof providerSessionKinds.$inferInsert, 'providerId'>;

export interface DemoProvider {
  provider: NewProvider & { uuid: string };
  sessionKinds: NewSessionKind[];
  clinicSlugs: string[];
}

/** A few providers live abroad; their hours are kept in their own zone. */
const ABROAD: readonly (readonly [timeZone: string, city: string])[] = [
  ['Europe/London', 'London'],
  ['America/New_York', 'New York'],
  ['Asia/Dubai', 'Dubai'],
  ['Asia/Singapore', 'Singapore'],
];

const HOME_CITY: Record<string, CityCode | undefined> = { north: 'del', west: 'mum', south: 'blr' };

/** Experience skewed towards the early and middle years, as in a real directory. */
const yearsFor = (random: Random, [min, max]: readonly [number, number]) =>
  min + Math.floor((max - min + 1) * random.next() ** 1.4);

function tierFor(random: Random, years: number): number {
  const jitter = random.chance(0.4) ? random.pick([-1, 1]) : 0;
  return Math.min(5, Math.max(1, 1 + Math.floor(years / 6) + jitter));
}

function languagesFor(random: Random, region: NameRegion, abroad: boolean): Language[] {
  const spoken = new Set<Language>();
  if (abroad || random.chance(0.92)) spoken.add('english');
  if (random.chance(region.name === 'south' ? 0.4 : 0.9)) spoken.add('hindi');
  for (const language of region.languages) if (random.chance(0.5)) spoken.add(language);
  if (random.chance(abroad ? 0.25 : 0.03)) spoken.add('french');
  if (spoken.size === 0) spoken.add('english');
  return [...spoken];
}

function concernsFor(random: Random, care: CareType): ConcernTopic[] {
  return [
    ...random.sample(care.coreConcerns, random.int(2, 3)),
    ...random.sample(care.otherConcerns, random.int(2, 5)),
  ];
}

function qualificationsFor(random: Random, care: CareType): string[] {
  const required = care.qualifications.map((choices) => random.pick(choices));
  return [
    ...new Set([...required, ...random.sample(care.optionalQualifications, random.int(0, 2))]),
  ];
}

function sessionKindsFor(random: Random, care: CareType, tier: number, offline: boolean) {
  const kinds: NewSessionKind[] = [
    { kind: 'tele', durationMinutes: care.sessionMinutes, price: feePaise(care, tier) },
  ];
  if (offline) {
    kinds.push({
      kind: 'offline',
      durationMinutes: care.sessionMinutes,
      price: feePaise(care, tier, 1.2),
    });
  }
  if (random.chance(care.couple)) {
    kinds.push({ kind: 'couple', durationMinutes: 75, price: feePaise(care, tier, 1.5) });
  }
  if (random.chance(care.group)) {
    const groupCapacity = random.int(6, 12);
    kinds.push({
      kind: 'group',
      durationMinutes: 90,
      price: feePaise(care, tier, 0.35),
      groupCapacity,
    });
  }
  return kinds;
}

function clinicsFor(random: Random, region: NameRegion): string[] {
  const city = HOME_CITY[region.name] ?? random.pick(['mum', 'del', 'blr'] as const);
  const inCity = DEMO_CLINICS.filter((clinic) => clinic.city === city).map((clinic) => clinic.slug);
  return random.sample(inCity, random.chance(0.8) ? 1 : 2);
}

function nameFor(random: Random, gender: Gender, region: NameRegion, taken: Set<string>) {
  const given =
    gender === 'female' ? region.female : gender === 'male' ? region.male : NEUTRAL_NAMES;
  for (let attempt = 0; ; attempt++) {
    const firstname = random.pick(given);
    const lastname = random.pick(region.surnames);
    if (!taken.has(`${firstname} ${lastname}`) || attempt >= 8) {
      taken.add(`${firstname} ${lastname}`);
      return { firstname, lastname };
    }
  }
}

/**
 * `count` providers from `seed`. The first ones cover every provider type and every zone abroad
 * once, so even a small directory has them all.
 */
export function generateDemoProviders(count: number, seed: number): DemoProvider[] {
  const random = seededRandom(seed);
  // A stream of its own: uuids stay the same when the other choices change.
  const ids = seededRandom(seed ^ 0x5eed5eed);
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index): DemoProvider => {
    const providerType: ProviderType =
      PROVIDER_TYPES[index] ?? random.weighted(PROVIDER_TYPE_WEIGHTS);
    const baseType = baseTypeOf(providerType);
    const care = CARE_TYPES[baseType];
    const abroadIndex = index - PROVIDER_TYPES.length;
    const abroad = ABROAD[abroadIndex] ?? (random.chance(0.02) ? random.pick(ABROAD) : undefined);
    const gender = random.weighted<Gender>([
      ['female', 58],
      ['male', 38],
      ['other', 4],
    ]);
    const region = random.pick(NAME_REGIONS);
    const years = yearsFor(random, care.experience);
    const priceTier = tierFor(random, years);
    const languages = languagesFor(random, region, abroad !== undefined);
    const concerns = concernsFor(random, care);
    const offline = !abroad && random.chance(care.offline);
    return {
      provider: {
        uuid: ids.uuid(),
        ...nameFor(random, gender, region, taken),
        providerType,
        gender,
        languages,
        concerns,
        qualifications: qualificationsFor(random, care),
        yearsOfExperience: years,
        bio: writeBio(random, {
          baseType,
          title: random.pick(care.titles),
          years,
          concerns,
          languages,
          abroadCity: abroad?.[1],
        }),
        photoUrl: null,
        priceTier,
        timeZone: abroad?.[0] ?? 'Asia/Kolkata',
        active: true,
      },
      sessionKinds: sessionKindsFor(random, care, priceTier, offline),
      clinicSlugs: offline ? clinicsFor(random, region) : [],
    };
  });
}
