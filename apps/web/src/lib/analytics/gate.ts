import { DEFAULT_COUNTRY } from '@kaizen/contracts';
import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// SPEC §4 Analytics: the two gates every analytics and marketing-automation call must pass. The
// stored keys are written by start-up (skip_analytics from the address, userCountry from GET
// location) and by the post-login setup (block_analytics for internal-domain users).

/** SPEC §4 "Analytics: skipped when block_analytics or skip_analytics is 'true'." */
export function analyticsAllowed(store: KeyValueStore = localStore): boolean {
  return (
    store.getItem(StorageKey.blockAnalytics) !== 'true' &&
    store.getItem(StorageKey.skipAnalytics) !== 'true'
  );
}

/**
 * SPEC §4: the marketing-automation script loads only if userCountry is unset or IN (and the
 * analytics gate is open; the event and 45-day timestamp rules belong to the pipeline).
 */
export function marketingCountryAllowed(store: KeyValueStore = localStore): boolean {
  const country = store.getItem(StorageKey.userCountry);
  return analyticsAllowed(store) && (!country || country.toUpperCase() === DEFAULT_COUNTRY);
}
