import { describe, expect, it } from 'vitest';
import {
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  PROVIDER_TYPES,
  SESSION_KINDS,
  concernTopicSchema,
  genderSchema,
  languageSchema,
  priceTierSchema,
  providerFiltersSchema,
  providerTypeAliasSchema,
  providerTypeSchema,
  sessionKindSchema,
} from './provider-filters';

describe('provider types and session kinds (SPEC §1)', () => {
  it('lists the seven types and their cf_ care-first variants', () => {
    expect(PROVIDER_TYPES).toHaveLength(14);
    expect(PROVIDER_TYPES).toEqual(
      expect.arrayContaining(['therapy', 'children_first', 'cf_therapy', 'cf_care_coordinator']),
    );
    expect(providerTypeSchema.safeParse('cf_psychiatry').success).toBe(true);
    expect(providerTypeSchema.safeParse('cf_').success).toBe(false);
  });

  it('session kinds are tele, offline, couple, group', () => {
    expect(SESSION_KINDS).toEqual(['tele', 'offline', 'couple', 'group']);
    expect(sessionKindSchema.safeParse('video').success).toBe(false);
  });
});

describe('provider filter aliases (SPEC §3)', () => {
  it.each([
    ['therapist', 'therapy'],
    ['psychiatrist', 'psychiatry'],
    ['couplestherapist', 'couples'],
    ['therapy', 'therapy'],
    ['psychiatry', 'psychiatry'],
    ['others', 'others'],
    [' Therapist ', 'therapy'],
  ])('type %j means %s', (alias, type) => {
    expect(providerTypeAliasSchema.parse(alias)).toBe(type);
  });

  it('an unknown type word is refused', () => {
    expect(providerTypeAliasSchema.safeParse('coach').success).toBe(false);
    expect(providerTypeAliasSchema.safeParse('toString').success).toBe(false);
  });

  it('languages, genders, concern topics', () => {
    expect(LANGUAGES).toEqual([
      'english',
      'gujarati',
      'tamil',
      'malayalam',
      'marathi',
      'bengali',
      'french',
      'hindi',
      'punjabi',
    ]);
    expect(GENDERS).toEqual(['male', 'female', 'other']);
    expect(CONCERN_TOPICS).toHaveLength(36);
    expect(new Set(CONCERN_TOPICS).size).toBe(36);
    expect(languageSchema.parse('Hindi')).toBe('hindi');
    expect(genderSchema.safeParse('unknown').success).toBe(false);
    expect(concernTopicSchema.parse('Work-related concerns')).toBe('work-related concerns');
    expect(concernTopicSchema.parse('bipolar-affective-disorder')).toBe(
      'bipolar-affective-disorder',
    );
    expect(concernTopicSchema.safeParse('work related concerns').success).toBe(false);
  });

  it('price tiers: 0 refused, 1 and 5 accepted, 6 refused', () => {
    expect(priceTierSchema.safeParse(0).success).toBe(false);
    expect(priceTierSchema.parse(1)).toBe(1);
    expect(priceTierSchema.parse('5')).toBe(5);
    expect(priceTierSchema.safeParse(6).success).toBe(false);
    expect(priceTierSchema.safeParse('2.5').success).toBe(false);
  });

  it('a filter query takes comma-separated or repeated values', () => {
    expect(
      providerFiltersSchema.parse({
        type: 'psychiatrist',
        languages: 'english, hindi',
        gender: 'female',
        price: ['1', '3'],
        concerns: 'anxiety,sleep,',
      }),
    ).toEqual({
      type: 'psychiatry',
      languages: ['english', 'hindi'],
      gender: 'female',
      price: [1, 3],
      concerns: ['anxiety', 'sleep'],
    });
    expect(providerFiltersSchema.parse({})).toEqual({});
  });

  it('one unknown value in a list refuses the query', () => {
    expect(providerFiltersSchema.safeParse({ languages: 'english,klingon' }).success).toBe(false);
    expect(providerFiltersSchema.safeParse({ price: '1,9' }).success).toBe(false);
  });
});
