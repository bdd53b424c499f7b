import { DEFAULT_APP_VISIBILITY } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { listingHeading, pluralFor, visibleCareKinds } from './care-kinds';

describe('kinds of care', () => {
  it('offers the SPEC §3 default kinds, and hides a kind app visibility turns off', () => {
    expect(visibleCareKinds(DEFAULT_APP_VISIBILITY).map((kind) => kind.type)).toEqual([
      'therapy',
      'psychiatry',
      'couples',
      'others',
    ]);
    const noPsychiatry = { ...DEFAULT_APP_VISIBILITY, is_psychiatry_offered: false };
    expect(visibleCareKinds(noPsychiatry).map((kind) => kind.type)).toEqual([
      'therapy',
      'couples',
      'others',
    ]);
  });

  it('names a listing by its type, including types only a link can ask for', () => {
    expect(listingHeading('psychiatry')).toBe('Find a psychiatrist');
    expect(listingHeading(undefined)).toBe('Find an expert');
    expect(pluralFor('couples')).toBe('couples therapists');
    expect(pluralFor('cf_care_coordinator')).toBe('care coordinators');
    expect(pluralFor(undefined)).toBe('experts');
  });
});
