import { clinicsReceived } from '../../features/providers/clinics-slice';
import { listingReceived, profileCached } from '../../features/providers/slice';
import type { AppStore } from '../store';
import type { PageData } from './page-data';

/** The page data that lives in the store (the listing's first page and clinics, the profile). */
export function applyStoreData(store: AppStore, data: PageData): void {
  if (data.listing) store.dispatch(listingReceived(data.listing));
  if (data.profile) store.dispatch(profileCached(data.profile));
  if (data.clinics) store.dispatch(clinicsReceived(data.clinics));
}

/**
 * Puts a server-rendered page's data where its screens read it, before they hydrate, so they
 * render what the server rendered and ask nothing again. The flag cache is loaded only for data
 * that has flags (the listing's chunk has it already; the profile needs neither it nor the
 * HTTP client and Zod it brings).
 */
export async function applyPageData(store: AppStore, data: PageData): Promise<void> {
  applyStoreData(store, data);
  if (data.features) {
    (await import('../../lib/feature-flags/flags')).keepVisitorFeatures(data.features);
  }
}
