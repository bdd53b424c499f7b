import { partnerMetaInfoReceived } from '../../features/auth/slice';
import type { StartParams } from '../../lib/query-params';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import type { AppStore } from '../store';

/**
 * SPEC §2 `company` (stored as `company`, start-params.ts): its details (name, uuid) are looked up
 * and stored as `company_details`, which the HTTP client sends as the x-company-profile headers
 * (SPEC §3, §7). Looked up when the address names a company, or when one is stored without
 * details; the HTTP client is loaded on demand so the entry chunk stays small.
 */
export async function loadCompanyDetails(store: AppStore, params: StartParams): Promise<void> {
  const company = params.company ?? localStore.getItem(StorageKey.company);
  if (!company) return;
  if (!params.company && localStore.getItem(StorageKey.companyDetails)) return;
  const { storeCompanyDetails } = await import('../../features/organisation/company-details');
  const meta = await storeCompanyDetails(company);
  if (meta) store.dispatch(partnerMetaInfoReceived(meta));
}
