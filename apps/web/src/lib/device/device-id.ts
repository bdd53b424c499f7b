import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * SPEC §3 `deviceId`: one id per device, created on first use and kept in local storage; logout
 * keeps it (SPEC §4), so the server sees the same device across sign-ins (device info).
 */
export function deviceId(store: KeyValueStore = localStore): string {
  const stored = store.getItem(StorageKey.deviceId);
  if (stored && stored.length <= 64) return stored;
  const id = randomId();
  store.setItem(StorageKey.deviceId, id);
  return id;
}
