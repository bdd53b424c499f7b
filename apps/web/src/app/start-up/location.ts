import { LOCATION_PATH } from '@kaizen/contracts';
import { API_BASE } from '../../lib/http/api-base';
import { localStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * SPEC §4, §7 GET location → `userCountry` (SPEC §3), which gates analytics and marketing
 * automation (lib/analytics/gate.ts) and names the country in device info. Asked once per device;
 * the answer comes from this deployment's API (its proxy headers, else IN), never a third party.
 * SPEC §8 "location failure: country defaults to IN": nothing is stored, and an unset country
 * reads as IN everywhere, so the next start asks again. Plain fetch: a visitor's first page does
 * not need the HTTP client (issue 2 JavaScript budget), and the call carries no session. The
 * path comes from the zod-free paths, not `locationEndpoint`: that object carries its Zod schema,
 * which the first page does not load.
 */
export async function loadUserCountry(
  store: KeyValueStore = localStore,
  request: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  if (store.getItem(StorageKey.userCountry)) return;
  try {
    const response = await request(`${API_BASE}${LOCATION_PATH}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { country?: unknown };
    const country = typeof body.country === 'string' ? body.country.toUpperCase() : '';
    if (COUNTRY_CODE.test(country)) store.setItem(StorageKey.userCountry, country);
  } catch {
    // Offline or refused: the default (IN) applies while unset.
  }
}
