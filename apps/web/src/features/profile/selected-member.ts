import type { Profile } from '@kaizen/contracts';
import { useSyncExternalStore } from 'react';
import { localStore, readJson } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

// Who care is booked for lives with the secondary token in local storage (SPEC §3
// secondary_token; logout clears both). Screens follow it through useSelectedMember. No HTTP
// here: the signed-in frame shows the banner without loading the client for it.

export function forgetSelectedMember(): void {
  localStore.removeItem(StorageKey.secondaryToken);
  localStore.removeItem(StorageKey.secondaryProfile);
  selectionChanged();
}

// Read once per change, so the snapshot useSyncExternalStore sees is stable.
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; profile: Profile | null } = { raw: null, profile: null };

export function selectionChanged(): void {
  for (const listener of listeners) listener();
}

/** The member this device acts for, as remembered with the token (null: the account holder). */
export function selectedMember(): Profile | null {
  const raw = localStore.getItem(StorageKey.secondaryToken)
    ? localStore.getItem(StorageKey.secondaryProfile)
    : null;
  if (raw !== snapshot.raw) {
    snapshot = {
      raw,
      profile: raw ? readJson<Profile>(localStore, StorageKey.secondaryProfile) : null,
    };
  }
  return snapshot.profile;
}

export function useSelectedMember(): Profile | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    selectedMember,
    () => null,
  );
}
