// SPEC §9: local storage falls back to memory when unavailable (private modes, disabled storage,
// sandboxed web views). Every read and write of browser storage goes through these wrappers.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
  /** True when backed by memory because the browser storage could not be used. */
  readonly inMemory: boolean;
}

const PROBE_KEY = '__kaizen_storage_probe__';

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
    inMemory: true,
  };
}

/** Wraps a browser Storage; falls back to memory if it is missing or throws on first use. */
export function createSafeStore(resolve: () => Storage | undefined): KeyValueStore {
  let storage: Storage | undefined;
  try {
    storage = resolve();
    storage?.setItem(PROBE_KEY, '1');
    storage?.removeItem(PROBE_KEY);
  } catch {
    storage = undefined;
  }
  if (!storage) return memoryStore();
  const backing = storage;
  // A quota or security error later on (e.g. storage full) must not break the app: drop the write.
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => backing.getItem(key), null),
    setItem: (key, value) => attempt(() => backing.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => backing.removeItem(key), undefined),
    keys: () =>
      attempt(
        () => Array.from({ length: backing.length }, (_, index) => backing.key(index) ?? ''),
        [],
      ).filter(Boolean),
    inMemory: false,
  };
}

export const localStore = createSafeStore(() => globalThis.localStorage);
export const sessionStore = createSafeStore(() => globalThis.sessionStorage);

/** Removes every key of the store except the ones kept. */
export function clearStore(store: KeyValueStore, keep: readonly string[] = []): void {
  for (const key of store.keys()) if (!keep.includes(key)) store.removeItem(key);
}

export function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The promise-based storage redux-persist expects, over the safe local store. */
export const persistStorage = {
  getItem: (key: string) => Promise.resolve(localStore.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(localStore.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(localStore.removeItem(key)),
};
