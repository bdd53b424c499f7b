import type { UiConfigKey } from '@kaizen/contracts';
import { localStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { reportError } from '../../lib/telemetry';
import { fetchFlag, turnFlagOff } from './api';

// SPEC §4 "New-profile modal/tooltip": shown until the flag is set false on the server and
// locally; once the local copy reads false no server check is made. SPEC §8: a failed check
// answers false (nothing is shown).

const LOCAL_KEY: Record<UiConfigKey, string> = {
  new_profile_modal: StorageKey.showNewProfileModal,
  new_profile_tooltip: StorageKey.showNewProfileTooltip,
};

export interface FlagDeps {
  store: KeyValueStore;
  fetch: (key: UiConfigKey) => Promise<boolean>;
  turnOff: (key: UiConfigKey) => Promise<void>;
}

const defaults: FlagDeps = { store: localStore, fetch: fetchFlag, turnOff: turnFlagOff };

export async function shouldShow(key: UiConfigKey, deps: FlagDeps = defaults): Promise<boolean> {
  if (deps.store.getItem(LOCAL_KEY[key]) === 'false') return false;
  try {
    const status = await deps.fetch(key);
    // The server already knows it was seen (another device): remember that here too.
    if (!status) deps.store.setItem(LOCAL_KEY[key], 'false');
    return status;
  } catch {
    return false;
  }
}

/** Seen: false locally at once (never shown again here), then on the server. */
export async function dismiss(key: UiConfigKey, deps: FlagDeps = defaults): Promise<void> {
  deps.store.setItem(LOCAL_KEY[key], 'false');
  try {
    await deps.turnOff(key);
  } catch (error) {
    void reportError({ message: `Could not store ${key} as seen: ${String(error)}` });
  }
}
