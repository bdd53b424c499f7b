import {
  FEATURE_FLAG_CACHE_MAX_AGE_MS,
  FEATURE_FLAG_CACHE_MAX_ENTRIES,
  FEATURE_FLAG_CACHE_STALE_MS,
} from '@kaizen/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './cache';

// SPEC §9: "Feature-flag cache: stale 60 s, max age 4 h, 10 entries."

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

describe('the SPEC §9 feature-flag cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const cache = () =>
    createSwrCache<string>({
      staleMs: FEATURE_FLAG_CACHE_STALE_MS,
      maxAgeMs: FEATURE_FLAG_CACHE_MAX_AGE_MS,
      maxEntries: FEATURE_FLAG_CACHE_MAX_ENTRIES,
      now: () => Date.now(),
    });

  /** A fetch answering `v1`, `v2`... so each answer shows which fetch produced it. */
  const counting = () => {
    let calls = 0;
    const fetch = vi.fn(() => Promise.resolve(`v${(calls += 1)}`));
    return fetch;
  };

  it('uses the SPEC §9 numbers: stale 60 s, max age 4 h, 10 entries', () => {
    expect(FEATURE_FLAG_CACHE_STALE_MS).toBe(60 * SECOND);
    expect(FEATURE_FLAG_CACHE_MAX_AGE_MS).toBe(4 * HOUR);
    expect(FEATURE_FLAG_CACHE_MAX_ENTRIES).toBe(10);
  });

  it('answers from the cache without a fetch for 60 s', async () => {
    const flags = cache();
    const fetch = counting();
    expect(await flags.get('person', fetch)).toBe('v1');
    vi.advanceTimersByTime(60 * SECOND - 1);
    expect(await flags.get('person', fetch)).toBe('v1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('after 60 s answers the stale value at once and fetches again in the background', async () => {
    const flags = cache();
    const fetch = counting();
    const heard = vi.fn();
    flags.subscribe(heard);
    await flags.get('person', fetch);
    vi.advanceTimersByTime(60 * SECOND);
    expect(await flags.get('person', fetch)).toBe('v1');
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(flags.peek('person')).toBe('v2'));
    expect(heard).toHaveBeenCalled();
    // Fresh again for another 60 s.
    expect(await flags.get('person', fetch)).toBe('v2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the stale value when the background fetch fails', async () => {
    const flags = cache();
    await flags.get('person', () => Promise.resolve('kept'));
    vi.advanceTimersByTime(61 * SECOND);
    expect(await flags.get('person', () => Promise.reject(new Error('offline')))).toBe('kept');
    await Promise.resolve();
    expect(flags.peek('person')).toBe('kept');
  });

  it('never answers a value 4 h old: the caller waits for a fresh one', async () => {
    const flags = cache();
    const fetch = counting();
    await flags.get('person', fetch);
    vi.advanceTimersByTime(4 * HOUR - 1);
    expect(flags.peek('person')).toBe('v1');
    vi.advanceTimersByTime(1);
    expect(flags.peek('person')).toBeUndefined();
    expect(await flags.get('person', fetch)).toBe('v2');
  });

  it('holds 10 entries, dropping the least recently used', async () => {
    const flags = cache();
    for (let i = 0; i < 10; i++) await flags.get(`person-${i}`, () => Promise.resolve(`p${i}`));
    // person-0 read again: person-1 is now the least recently used.
    await flags.get('person-0', counting());
    await flags.get('person-10', () => Promise.resolve('p10'));
    expect(flags.size).toBe(10);
    expect(flags.peek('person-0')).toBe('p0');
    expect(flags.peek('person-1')).toBeUndefined();
    expect(flags.peek('person-10')).toBe('p10');
  });

  it('shares one fetch between callers that miss at the same time', async () => {
    const flags = cache();
    const fetch = counting();
    const answers = await Promise.all([flags.get('visitor', fetch), flags.get('visitor', fetch)]);
    expect(answers).toEqual(['v1', 'v1']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
