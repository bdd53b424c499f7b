// A small stale-while-revalidate cache for the SPEC §9 feature-flag cache (stale 60 s, max age
// 4 h, 10 entries). An entry younger than `staleMs` is answered as it is; between `staleMs` and
// `maxAgeMs` it is answered at once and fetched again in the background; older than `maxAgeMs`
// (or absent) the caller waits for a fresh fetch. Beyond `maxEntries` the least recently used
// entry goes. Listeners hear of every stored answer, so a screen shows the revalidated value.

interface SwrCacheOptions {
  staleMs: number;
  maxAgeMs: number;
  maxEntries: number;
  now: () => number;
}

interface Entry<T> {
  value: T;
  fetchedAt: number;
}

interface SwrCache<T> {
  /** The value for `key`, fetching as the ages above say; concurrent misses share one fetch. */
  get(key: string, fetch: () => Promise<T>): Promise<T>;
  /** The value for `key` if one younger than the max age is held (no fetch). */
  peek(key: string): T | undefined;
  /** Stores an answer obtained elsewhere (the server's, embedded in the page) as just fetched. */
  put(key: string, value: T): void;
  subscribe(listener: () => void): () => void;
  clear(): void;
  readonly size: number;
}

export function createSwrCache<T>(options: SwrCacheOptions): SwrCache<T> {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();
  const listeners = new Set<() => void>();

  const touch = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const refresh = (key: string, fetch: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const request = fetch()
      .then((value) => {
        touch(key, { value, fetchedAt: options.now() });
        for (const listener of [...listeners]) listener();
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };

  const usable = (key: string): Entry<T> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (options.now() - entry.fetchedAt >= options.maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    get(key, fetch) {
      const entry = usable(key);
      if (!entry) return refresh(key, fetch);
      touch(key, entry);
      if (options.now() - entry.fetchedAt >= options.staleMs) {
        // Stale: answer now, and fetch again for the next reader; a failure keeps the old value.
        refresh(key, fetch).catch(() => undefined);
      }
      return Promise.resolve(entry.value);
    },
    peek: (key) => usable(key)?.value,
    put(key, value) {
      touch(key, { value, fetchedAt: options.now() });
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
