import {
  FEATURE_FLAG_CACHE_MAX_AGE_MS,
  FEATURE_FLAG_CACHE_MAX_ENTRIES,
  FEATURE_FLAG_CACHE_STALE_MS,
  FEATURE_FLAG_CLIENT_DEFAULTS,
  type FeatureFlagName,
  type FeaturesResponse,
} from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { createSwrCache } from './cache';
import { readStoredSession } from '../http/stored-session';
import { localStore } from '../storage';

// The SPEC §7 feature-flag path behind the SPEC §9 cache: one entry per person on this device
// (flags differ by organisation; a visitor has their own), so switching accounts never shows
// another person's flags. Screens read flags with useFeatureFlag / useFeatures.

const cache = createSwrCache<FeaturesResponse>({
  staleMs: FEATURE_FLAG_CACHE_STALE_MS,
  maxAgeMs: FEATURE_FLAG_CACHE_MAX_AGE_MS,
  maxEntries: FEATURE_FLAG_CACHE_MAX_ENTRIES,
  now: () => Date.now(),
});

const cacheKey = () => readStoredSession(localStore)?.uid ?? 'visitor';

/**
 * The flags and offers for whoever is signed in on this device, through the cache; the call's
 * module loads only when the cache has to ask (fetch-features.ts).
 */
const loadFeatures = (): Promise<FeaturesResponse> =>
  cache.get(cacheKey(), async () => (await import('./fetch-features')).fetchFeatures());

/**
 * A visitor's answer that came with the page (the server asked the same endpoint while
 * rendering it): screens read it at once instead of asking again.
 */
export const keepVisitorFeatures = (features: FeaturesResponse) => cache.put('visitor', features);

/** The SPEC §7 answer while a screen is shown: loading, the answer, or failed (none to show). */
type FeaturesState = FeaturesResponse | 'loading' | 'failed';

/**
 * The first answer (from the cache when it holds one), then each revalidated one. A failed call
 * with nothing cached is 'failed'; a failed revalidation keeps the answer already shown.
 */
export function useFeaturesState(): FeaturesState {
  const [state, setState] = useState<FeaturesState>(() => cache.peek(cacheKey()) ?? 'loading');
  useEffect(() => {
    let live = true;
    loadFeatures().then(
      (value) => {
        if (live) setState(value);
      },
      () => {
        if (live) setState((current) => (typeof current === 'string' ? 'failed' : current));
      },
    );
    const unsubscribe = cache.subscribe(() => {
      const value = cache.peek(cacheKey());
      if (live && value) setState(value);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return state;
}

/** The answer, or null while loading or after a failure (screens then offer nothing flagged). */
function useFeatures(): FeaturesResponse | null {
  const state = useFeaturesState();
  return typeof state === 'string' ? null : state;
}

/** A flag's value; before the server answers, SPEC §3's default (ai_enabled false, coupons null). */
export function flagValue(
  features: FeaturesResponse | null,
  name: FeatureFlagName,
): boolean | null {
  const entry = features?.features.find((flag) => flag.name === name);
  return entry ? entry.enabled : FEATURE_FLAG_CLIENT_DEFAULTS[name];
}

export const useFeatureFlag = (name: FeatureFlagName): boolean | null =>
  flagValue(useFeatures(), name);
