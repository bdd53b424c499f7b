import { useSyncExternalStore } from 'react';
import {
  readAnalyticsConsent,
  subscribeAnalyticsConsent,
  type AnalyticsConsent,
} from '../../lib/analytics/consent';

/**
 * The person's analytics choice on this device; 'unknown' while prerendering or hydrating, so the
 * server's HTML (a visitor with no choice yet) and the first client render agree.
 */
export function useAnalyticsConsent(): AnalyticsConsent | null | 'unknown' {
  return useSyncExternalStore(
    subscribeAnalyticsConsent,
    () => readAnalyticsConsent(),
    () => 'unknown' as const,
  );
}
