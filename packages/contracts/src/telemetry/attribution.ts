import { ATTRIBUTION_VALIDITY_MS } from '../constants';

// SPEC §3 attribution record (ad_user_params), SPEC §4 validity, ad-user and ispm rules, SPEC §5
// normalisation table. Schema-free on purpose: the start-up reads the landing address with it,
// and a Zod import here would put Zod on the log-in page. The API normalises again when it reads
// records (the operator funnel), so a record written by an older client still groups right.

export interface MarketingData {
  marketing_activity?: string;
  marketing_channel?: string;
  marketing_campaign?: string;
  marketing_content?: string;
  marketing_term?: string;
}

export interface UtmData {
  utm_medium?: string;
  utm_source?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

/** SPEC §3 ad_user_params; other fields (clickid) may ride along. */
export interface AdUserParams {
  marketing_data: MarketingData;
  utm_data: UtmData;
  /** Milliseconds since the epoch when the campaign parameters arrived. */
  timestamp: number;
  is_consumed: boolean;
  added_by: 'WEB';
  clickid?: string;
}

export const MARKETING_FIELDS = [
  'marketing_activity',
  'marketing_channel',
  'marketing_campaign',
  'marketing_content',
  'marketing_term',
] as const;
export const UTM_FIELDS = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

/** SPEC §2 `ispm`: added to the address for a fresh ad user (value 'true'). */
export const ISPM_PARAM = 'ispm';
export const ORGANIC_ACTIVITY = 'organic';
export const PERFORMANCE_MARKETING = 'performance_marketing';
/** SPEC §5: the source whose sign-up triggers the server's doctor-referral update. */
export const DOC_REFERRAL_UTM_SOURCE = 'doc_referral';
/** The funnel's group for people who arrived with no source at all. */
export const DIRECT_SOURCE = 'direct';

/** SPEC §4 "Ad user: utm_medium cpc, ppc or performance_marketing". */
const AD_MEDIUMS = new Set(['cpc', 'ppc', PERFORMANCE_MARKETING]);
/** SPEC §5 "event, referral, social_unpaid, product_marketing kept" (and their paid forms). */
const PAID_ACTIVITIES = new Set([
  PERFORMANCE_MARKETING,
  'brand_partnership_paid',
  'third_party_platform_paid',
  'event_paid',
  'referral_paid',
  'social_paid',
]);
/** SPEC §5 coach or support links (is_coach, is_cs). */
export const COACH_OUTREACH: Readonly<
  Required<Pick<MarketingData, 'marketing_activity' | 'marketing_channel' | 'marketing_campaign'>>
> = {
  marketing_activity: 'product_marketing',
  marketing_channel: 'coach_outreach',
  marketing_campaign: 'coach_call_clients',
};

/** SPEC §5: 'undefined', 'null' and empty count as empty. */
const isEmpty = (value: string | undefined | null): value is undefined | null | '' =>
  value === undefined || value === null || ['', 'undefined', 'null'].includes(value.trim());

/** Lower case, words joined by underscores: "Brand Partnership-Paid" → brand_partnership_paid. */
const canonical = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** brand partnership / third-party platform with their paid or unpaid form (SPEC §5). */
function partnershipActivity(activity: string): string | null {
  const kinds: [RegExp, string][] = [
    [/^(bp|brand_?partnership)(_|$)/, 'brand_partnership'],
    [/^(tpp|third_?party_?platform)(_|$)/, 'third_party_platform'],
  ];
  for (const [pattern, kind] of kinds) {
    if (!pattern.test(activity)) continue;
    if (/unpaid/.test(activity)) return `${kind}_unpaid`;
    if (/paid/.test(activity)) return `${kind}_paid`;
    return kind;
  }
  return null;
}

/**
 * SPEC §5 marketing_activity: empty gives organic; containing cpc, ppc or performance_marketing
 * gives performance_marketing; brand partnership and third-party platform values (bp, tpp
 * shorthand) get their paid/unpaid form; anything else (event, referral, social_unpaid,
 * product_marketing...) is kept, in canonical form.
 */
export function normaliseActivity(activity: string | undefined | null): string {
  if (isEmpty(activity)) return ORGANIC_ACTIVITY;
  const value = canonical(activity);
  if (/cpc|ppc|performance_marketing/.test(value)) return PERFORMANCE_MARKETING;
  return partnershipActivity(value) ?? value;
}

/** SPEC §5 "source insta becomes instagram"; sources are compared in lower case. */
export function normaliseSource(source: string | undefined | null): string | undefined {
  if (isEmpty(source)) return undefined;
  const value = source.trim().toLowerCase();
  return value === 'insta' ? 'instagram' : value;
}

const pick = <K extends string>(
  read: (name: string) => string | null | undefined,
  fields: readonly K[],
): Partial<Record<K, string>> => {
  const picked: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = read(field);
    if (!isEmpty(value)) picked[field] = value.trim().slice(0, 255);
  }
  return picked;
};

/** Whether an address carries campaign parameters (a new campaign starts a new record). */
export function hasCampaignParams(query: URLSearchParams): boolean {
  return [...MARKETING_FIELDS, ...UTM_FIELDS, 'is_coach', 'is_cs'].some(
    (name) => !isEmpty(query.get(name)),
  );
}

/**
 * The normalised record of a landing address's campaign parameters (SPEC §3, §5), new (SPEC §4
 * "New campaign parameters start with is_consumed false"), or null when the address has none.
 */
export function attributionFromQuery(query: URLSearchParams, now: number): AdUserParams | null {
  if (!hasCampaignParams(query)) return null;
  const read = (name: string) => query.get(name);
  return normaliseAttribution({
    marketing_data: pick(read, MARKETING_FIELDS),
    utm_data: pick(read, UTM_FIELDS),
    timestamp: now,
    is_consumed: false,
    added_by: 'WEB',
    coach: query.get('is_coach') === 'true' || query.get('is_cs') === 'true',
  });
}

/** The SPEC §5 normalisation of a record; `coach` marks a coach or support link. */
export function normaliseAttribution(
  record: Omit<AdUserParams, 'added_by'> & { added_by?: string; coach?: boolean },
): AdUserParams {
  const { coach, ...rest } = record;
  const marketing: MarketingData = {
    ...rest.marketing_data,
    marketing_activity: normaliseActivity(rest.marketing_data.marketing_activity),
    ...(coach ? COACH_OUTREACH : {}),
  };
  const utm: UtmData = { ...rest.utm_data };
  const source = normaliseSource(utm.utm_source);
  if (source) utm.utm_source = source;
  else delete utm.utm_source;
  if (utm.utm_medium) utm.utm_medium = canonical(utm.utm_medium);
  return { ...rest, marketing_data: marketing, utm_data: utm, added_by: 'WEB' };
}

/**
 * SPEC §5 paid campaign: activity contains _paid or is performance_marketing,
 * brand_partnership_paid, third_party_platform_paid, event_paid, referral_paid, social_paid; or
 * source contains _pd, _paid, cpc or ppc.
 */
export function isPaidCampaign(record: Pick<AdUserParams, 'marketing_data' | 'utm_data'>): boolean {
  const activity = canonical(record.marketing_data.marketing_activity ?? '');
  const source = (record.utm_data.utm_source ?? '').toLowerCase();
  return (
    (activity.includes('_paid') && !activity.includes('_unpaid')) ||
    PAID_ACTIVITIES.has(activity) ||
    /_pd|_paid|cpc|ppc/.test(source)
  );
}

/**
 * SPEC §4 "Ad user: utm_medium cpc, ppc or performance_marketing, or marketing_activity
 * performance_marketing."
 */
export function isAdUser(record: Pick<AdUserParams, 'marketing_data' | 'utm_data'>): boolean {
  const medium = canonical(record.utm_data.utm_medium ?? '');
  return (
    AD_MEDIUMS.has(medium) ||
    canonical(record.marketing_data.marketing_activity ?? '') === PERFORMANCE_MARKETING
  );
}

/** SPEC §4 "valid only if not consumed and younger than 7 days". */
export function attributionIsValid(
  record: Pick<AdUserParams, 'timestamp' | 'is_consumed'> | null | undefined,
  now: number,
): boolean {
  if (!record || record.is_consumed) return false;
  const age = now - record.timestamp;
  return Number.isFinite(age) && age >= 0 && age < ATTRIBUTION_VALIDITY_MS;
}

/**
 * SPEC §4: "The ispm parameter is added to the URL when stored ad parameters are fresh and show an
 * ad medium or performance marketing, and the URL lacks ispm."
 */
export function needsIspm(
  record: AdUserParams | null | undefined,
  query: URLSearchParams,
  now: number,
): boolean {
  return !query.has(ISPM_PARAM) && !!record && attributionIsValid(record, now) && isAdUser(record);
}

/**
 * SPEC §4 "An organic user is rewritten as organic and marked consumed": the record an account is
 * attributed with at sign-up. A valid campaign record is attached consumed; without one (none, or
 * expired, or consumed) or with an organic activity, the account is organic.
 */
export function attributionForNewAccount(
  record: AdUserParams | null | undefined,
  now: number,
): AdUserParams {
  if (record && attributionIsValid(record, now)) {
    const normalised = normaliseAttribution(record);
    return { ...normalised, is_consumed: true };
  }
  return {
    marketing_data: { marketing_activity: ORGANIC_ACTIVITY },
    utm_data: {},
    timestamp: now,
    is_consumed: true,
    added_by: 'WEB',
  };
}

/** SPEC §3 isInOrganicUser: an organic activity and no ad medium (SPEC §4 ad-user rule). */
export const isOrganic = (record: Pick<AdUserParams, 'marketing_data' | 'utm_data'>): boolean =>
  normaliseActivity(record.marketing_data.marketing_activity) === ORGANIC_ACTIVITY &&
  !isAdUser(record);

/** The funnel's source group of a record (normalised utm_source, else 'direct'). */
export const sourceGroup = (utmSource: string | undefined | null): string =>
  normaliseSource(utmSource) ?? DIRECT_SOURCE;
