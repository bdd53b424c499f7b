import { DEFAULT_APP_VISIBILITY } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { carePlanOf } from '../../entities/provider/care-plan';
import { coveredCareKinds, listingHeading, pluralFor, visibleCareKinds } from './care-kinds';

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

  it('offers a care-first person the kinds their plan covers (SPEC §3 cf configs)', () => {
    const kinds = visibleCareKinds(DEFAULT_APP_VISIBILITY);
    const onlineTherapy = carePlanOf(
      { provider_types: ['therapy'], session_kinds: ['tele'], source: 'user' },
      null,
    );
    expect(coveredCareKinds(kinds, onlineTherapy).map((kind) => kind.listType)).toEqual([
      'therapy',
    ]);
    const cfOnly = carePlanOf(
      { provider_types: ['cf_psychiatry'], session_kinds: ['tele'], source: 'default' },
      null,
    );
    expect(coveredCareKinds(kinds, cfOnly).map((kind) => kind.listType)).toEqual(['cf_psychiatry']);
    expect(listingHeading('cf_psychiatry')).toBe('Find a psychiatrist');
    expect(coveredCareKinds(kinds, null)).toHaveLength(4);
  });
});
