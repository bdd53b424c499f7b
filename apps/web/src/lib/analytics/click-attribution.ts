import { localStore, readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

/** The part of the SPEC §3 attribution record (ad_user_params) the start-up writes. */
interface StoredAttribution {
  timestamp?: number;
  is_consumed?: boolean;
  added_by?: string;
  clickid?: string;
  [field: string]: unknown;
}

/**
 * SPEC §2 `clickid`: an ad network's click id, kept with the attribution record (SPEC §3
 * ad_user_params, which logout keeps). A new click id is new campaign data, so the record is
 * fresh again: timestamp now and not consumed (SPEC §4 attribution validity).
 */
export function keepClickId(clickid: string, now = Date.now(), store: KeyValueStore = localStore) {
  const record = readJson<StoredAttribution>(store, StorageKey.adUserParams) ?? {};
  if (record.clickid === clickid) return;
  const next: StoredAttribution = {
    ...record,
    clickid,
    timestamp: now,
    is_consumed: false,
    added_by: 'WEB',
  };
  store.setItem(StorageKey.adUserParams, JSON.stringify(next));
}
