import type { PartnerMetaInfo } from '@kaizen/contracts';
import { RequestError } from '../../lib/http/request-error';
import { localStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { fetchPartnerMetaInfo } from './api';

/**
 * SPEC §2 `company` start parameter → SPEC §3 "Company details stored locally as name and uuid"
 * → SPEC §7 x-company-profile-uuid / -name on every request (lib/http/client.ts reads them).
 * The company is looked up first (meta_info), so only a company the server knows is ever sent:
 * an unknown one would make every request answer 404. An unknown company is forgotten; a
 * failure of any other kind keeps what was stored for the next start.
 */
export async function storeCompanyDetails(
  company: string,
  store: KeyValueStore = localStore,
): Promise<PartnerMetaInfo | null> {
  try {
    const meta = await fetchPartnerMetaInfo(company);
    const { name, uuid } = meta.company_profile;
    store.setItem(StorageKey.companyDetails, JSON.stringify({ name, uuid }));
    return meta;
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      store.removeItem(StorageKey.company);
      store.removeItem(StorageKey.companyDetails);
    }
    return null;
  }
}
