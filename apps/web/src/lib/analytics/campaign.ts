import {
  attributionFromQuery,
  attributionIsValid,
  ISPM_PARAM,
  needsIspm,
  type AdUserParams,
} from '@kaizen/contracts';
import type { PropertyValue } from './properties';
import { localStore, readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// SPEC §3 attribution record (ad_user_params), SPEC §4 validity and ispm, SPEC §5 normalisation
// (contracts attribution.ts), kept on this device from the landing address. Schema-free: the
// start-up runs it. Attaching it to an account is attribution.ts.

/** The stored record, with what other start-up code keeps in it (clickid, doc referral mark). */
type StoredRecord = Partial<AdUserParams> & {
  doc_referral_recorded_for?: string;
  [field: string]: unknown;
};

export const readRecord = (store: KeyValueStore) =>
  readJson<StoredRecord>(store, StorageKey.adUserParams);

/** The record when it is a whole, fresh campaign record (SPEC §4 validity). */
export function validRecord(store: KeyValueStore, now: number): AdUserParams | null {
  const record = readRecord(store);
  if (!record?.marketing_data || !record.utm_data || typeof record.timestamp !== 'number') {
    return null;
  }
  const full = record as AdUserParams;
  return attributionIsValid(full, now) ? full : null;
}

/**
 * Start-up: a landing address with campaign parameters starts a new record (SPEC §4 "New
 * campaign parameters start with is_consumed false"), normalised by SPEC §5. What else the record
 * holds (the ad click id, the doctor-referral mark) is kept.
 */
export function keepCampaign(search: string, now: number, store: KeyValueStore = localStore) {
  const fresh = attributionFromQuery(new URLSearchParams(search), now);
  if (!fresh) return;
  store.setItem(StorageKey.adUserParams, JSON.stringify({ ...readRecord(store), ...fresh }));
}

/**
 * SPEC §4: the address with `ispm=true` added when the stored ad parameters are fresh and show an
 * ad medium or performance marketing and the address lacks ispm; null when nothing changes.
 */
export function addressWithIspm(
  address: { pathname: string; search: string; hash: string },
  now: number,
  store: KeyValueStore = localStore,
): string | null {
  const query = new URLSearchParams(address.search);
  if (!needsIspm(validRecord(store, now), query, now)) return null;
  query.set(ISPM_PARAM, 'true');
  return `${address.pathname}?${query.toString()}${address.hash}`;
}

/** Added to every event while the campaign record is fresh: the funnel groups visitors by it. */
export function attributionSuperProperties(
  store: KeyValueStore,
  now: number,
): Record<string, PropertyValue> {
  const record = validRecord(store, now);
  if (!record) return {};
  const { utm_source, utm_medium, utm_campaign } = record.utm_data;
  const { marketing_activity, marketing_channel } = record.marketing_data;
  const properties: Record<string, PropertyValue> = {};
  for (const [name, value] of Object.entries({
    utm_source,
    utm_medium,
    utm_campaign,
    marketing_activity,
    marketing_channel,
  })) {
    if (value) properties[name] = value;
  }
  return properties;
}
