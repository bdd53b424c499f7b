import { describe, expect, it } from 'vitest';
import {
  attributionForNewAccount,
  attributionFromQuery,
  attributionIsValid,
  isAdUser,
  isOrganic,
  isPaidCampaign,
  needsIspm,
  normaliseActivity,
  normaliseSource,
  sourceGroup,
  type AdUserParams,
} from './attribution';
import { ATTRIBUTION_VALIDITY_MS } from '../constants';

const NOW = Date.UTC(2026, 10, 26, 4, 0);
const DAY = 86_400_000;
const fromQuery = (search: string) => attributionFromQuery(new URLSearchParams(search), NOW);
const record = (fields: {
  activity?: string;
  source?: string;
  medium?: string;
  timestamp?: number;
  consumed?: boolean;
}): AdUserParams => ({
  marketing_data: fields.activity === undefined ? {} : { marketing_activity: fields.activity },
  utm_data: {
    ...(fields.source === undefined ? {} : { utm_source: fields.source }),
    ...(fields.medium === undefined ? {} : { utm_medium: fields.medium }),
  },
  timestamp: fields.timestamp ?? NOW,
  is_consumed: fields.consumed ?? false,
  added_by: 'WEB',
});

describe('SPEC §5 attribution normalisation, row by row', () => {
  it('"source doc_referral triggers a server referral update": the source is kept as doc_referral', () => {
    expect(fromQuery('utm_source=doc_referral')?.utm_data.utm_source).toBe('doc_referral');
  });

  it.each(['', 'undefined', 'null', '   '])(
    '"empty activity gives organic": marketing_activity=%j → organic',
    (activity) => {
      expect(normaliseActivity(activity)).toBe('organic');
      expect(fromQuery(`utm_source=google&marketing_activity=${activity}`)?.marketing_data).toEqual(
        { marketing_activity: 'organic' },
      );
    },
  );

  it.each([
    ['cpc', 'performance_marketing'],
    ['google_cpc', 'performance_marketing'],
    ['PPC', 'performance_marketing'],
    ['meta_ppc_retarget', 'performance_marketing'],
    ['performance_marketing', 'performance_marketing'],
    ['Performance Marketing', 'performance_marketing'],
  ])(
    '"activity containing cpc, ppc or performance_marketing maps to performance_marketing": %s',
    (activity, expected) => {
      expect(normaliseActivity(activity)).toBe(expected);
    },
  );

  it.each([
    ['bp_paid', 'brand_partnership_paid'],
    ['bp_unpaid', 'brand_partnership_unpaid'],
    ['BP-Paid', 'brand_partnership_paid'],
    ['brand_partnership_paid', 'brand_partnership_paid'],
    ['brand partnership unpaid', 'brand_partnership_unpaid'],
    ['brandpartnership_paid', 'brand_partnership_paid'],
    ['bp', 'brand_partnership'],
    ['tpp_paid', 'third_party_platform_paid'],
    ['tpp_unpaid', 'third_party_platform_unpaid'],
    ['TPP-unpaid', 'third_party_platform_unpaid'],
    ['third_party_platform_paid', 'third_party_platform_paid'],
    ['third party platform', 'third_party_platform'],
  ])(
    '"brand partnership and third-party platform values with paid/unpaid normalised (bp, tpp shorthand accepted)": %s → %s',
    (activity, expected) => {
      expect(normaliseActivity(activity)).toBe(expected);
    },
  );

  it.each(['event', 'referral', 'social_unpaid', 'product_marketing'])(
    '"event, referral, social_unpaid, product_marketing kept": %s',
    (activity) => {
      expect(normaliseActivity(activity)).toBe(activity);
    },
  );

  it('"source insta becomes instagram" (any case), other sources kept in lower case', () => {
    expect(normaliseSource('insta')).toBe('instagram');
    expect(normaliseSource('Insta')).toBe('instagram');
    expect(normaliseSource('instagram')).toBe('instagram');
    expect(normaliseSource('Google')).toBe('google');
    expect(fromQuery('utm_source=insta&utm_medium=cpc')?.utm_data).toEqual({
      utm_source: 'instagram',
      utm_medium: 'cpc',
    });
    expect(sourceGroup('insta')).toBe('instagram');
    expect(sourceGroup(undefined)).toBe('direct');
  });

  describe('"Paid campaign: activity contains _paid or is performance_marketing, brand_partnership_paid, third_party_platform_paid, event_paid, referral_paid, social_paid; or source contains _pd, _paid, cpc or ppc."', () => {
    it.each([
      'performance_marketing',
      'brand_partnership_paid',
      'third_party_platform_paid',
      'event_paid',
      'referral_paid',
      'social_paid',
      'influencer_paid',
    ])('activity %s is paid', (activity) => {
      expect(isPaidCampaign(record({ activity }))).toBe(true);
    });
    it.each(['fb_pd', 'partner_paid', 'google_cpc', 'bing_ppc'])('source %s is paid', (source) => {
      expect(isPaidCampaign(record({ activity: 'organic', source }))).toBe(true);
    });
    it.each([
      ['organic', 'google'],
      ['social_unpaid', 'instagram'],
      ['brand_partnership_unpaid', 'partner'],
      ['event', 'meetup'],
    ])('activity %s with source %s is not paid', (activity, source) => {
      expect(isPaidCampaign(record({ activity, source }))).toBe(false);
    });
  });

  it('"Coach or support links (is_coach, is_cs) set product_marketing, channel coach_outreach, campaign coach_call_clients"', () => {
    for (const link of ['is_coach=true', 'is_cs=true']) {
      expect(fromQuery(`${link}&marketing_activity=cpc`)?.marketing_data).toEqual({
        marketing_activity: 'product_marketing',
        marketing_channel: 'coach_outreach',
        marketing_campaign: 'coach_call_clients',
      });
    }
    expect(fromQuery('is_coach=false')?.marketing_data).toEqual({ marketing_activity: 'organic' });
  });
});

describe('SPEC §3 record and SPEC §4 rules', () => {
  it('a landing address with campaign parameters makes a new record: is_consumed false, added_by WEB', () => {
    expect(
      fromQuery(
        'utm_source=insta&utm_medium=CPC&utm_campaign=spring&utm_content=reel&utm_term=anxiety&marketing_channel=social&marketing_activity=cpc&ref=x',
      ),
    ).toEqual({
      marketing_data: { marketing_activity: 'performance_marketing', marketing_channel: 'social' },
      utm_data: {
        utm_source: 'instagram',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'reel',
        utm_term: 'anxiety',
      },
      timestamp: NOW,
      is_consumed: false,
      added_by: 'WEB',
    });
    expect(fromQuery('ref=ABC&sectionid=faq')).toBeNull();
  });

  it('"valid only if not consumed and younger than 7 days"', () => {
    expect(ATTRIBUTION_VALIDITY_MS).toBe(7 * DAY);
    expect(attributionIsValid(record({ timestamp: NOW - 7 * DAY + 1 }), NOW)).toBe(true);
    expect(attributionIsValid(record({ timestamp: NOW - 7 * DAY }), NOW)).toBe(false);
    expect(attributionIsValid(record({ consumed: true }), NOW)).toBe(false);
    expect(attributionIsValid(null, NOW)).toBe(false);
  });

  it.each([
    [{ medium: 'cpc' }, true],
    [{ medium: 'ppc' }, true],
    [{ medium: 'performance_marketing' }, true],
    [{ activity: 'performance_marketing' }, true],
    [{ medium: 'email' }, false],
    [{ activity: 'brand_partnership_paid', medium: 'display' }, false],
  ])(
    '"Ad user: utm_medium cpc, ppc or performance_marketing, or marketing_activity performance_marketing": %j → %s',
    (fields, expected) => {
      expect(isAdUser(record(fields))).toBe(expected);
    },
  );

  it('"The ispm parameter is added to the URL when stored ad parameters are fresh and show an ad medium or performance marketing, and the URL lacks ispm."', () => {
    const query = (search: string) => new URLSearchParams(search);
    const ad = record({ medium: 'cpc' });
    expect(needsIspm(ad, query('a=1'), NOW)).toBe(true);
    expect(needsIspm(record({ activity: 'performance_marketing' }), query(''), NOW)).toBe(true);
    expect(needsIspm(ad, query('ispm=true'), NOW)).toBe(false);
    expect(needsIspm(record({ medium: 'cpc', timestamp: NOW - 8 * DAY }), query(''), NOW)).toBe(
      false,
    );
    expect(needsIspm(record({ medium: 'cpc', consumed: true }), query(''), NOW)).toBe(false);
    expect(needsIspm(record({ medium: 'email' }), query(''), NOW)).toBe(false);
    expect(needsIspm(null, query(''), NOW)).toBe(false);
  });

  it('"An organic user is rewritten as organic and marked consumed"; a fresh campaign is attached consumed', () => {
    const organic = {
      marketing_data: { marketing_activity: 'organic' },
      utm_data: {},
      timestamp: NOW,
      is_consumed: true,
      added_by: 'WEB',
    };
    expect(attributionForNewAccount(null, NOW)).toEqual(organic);
    expect(
      attributionForNewAccount(record({ medium: 'cpc', timestamp: NOW - 8 * DAY }), NOW),
    ).toEqual(organic);
    expect(
      attributionForNewAccount(
        record({ source: 'insta', medium: 'cpc', timestamp: NOW - DAY }),
        NOW,
      ),
    ).toEqual({
      marketing_data: { marketing_activity: 'organic' },
      utm_data: { utm_source: 'instagram', utm_medium: 'cpc' },
      timestamp: NOW - DAY,
      is_consumed: true,
      added_by: 'WEB',
    });
  });
});

describe('organic user (SPEC §3 isInOrganicUser)', () => {
  it('is an organic activity without an ad medium', () => {
    expect(isOrganic(record({}))).toBe(true);
    expect(isOrganic(record({ source: 'newsletter', medium: 'email' }))).toBe(true);
    expect(isOrganic(record({ medium: 'cpc' }))).toBe(false);
    expect(isOrganic(record({ activity: 'event' }))).toBe(false);
  });
});
