import { HOME_PAGE_ANALYTICS_LABEL } from '@kaizen/contracts';
import { createAnalytics, browserAnalyticsEnvironment, type Analytics } from './pipeline';
import { attributionSuperProperties } from './campaign';
import { localStore } from '../storage';
import { StorageKey } from '../storage-keys';
import { tracePageShown } from '../tracing/instance';

// The app's one analytics pipeline (lib/analytics/pipeline.ts) with the browser's environment. Loaded on
// demand: app/start-up/analytics.ts imports it only once the person allowed analytics. Tracing
// (lib/tracing) comes with it: it needs the same consent.

let instance: Analytics | null = null;

export function analytics(): Analytics {
  instance ??= createAnalytics(
    browserAnalyticsEnvironment(() => {
      const platform = localStore.getItem(StorageKey.platform);
      return {
        ...attributionSuperProperties(localStore, Date.now()),
        ...(platform ? { platform } : {}),
      };
    }),
  );
  return instance;
}

/** Tracks an event (nothing happens unless the person allowed analytics on this device). */
export function track(event: string, properties?: Record<string, unknown>): void {
  analytics().track(event, properties);
}

/** SPEC §2 "Home path is labelled home_page in analytics"; other pages by their path. */
export const pageLabel = (pathname: string): string =>
  pathname === '/' || pathname === '' ? HOME_PAGE_ANALYTICS_LABEL : pathname.replace(/\/+$/, '');

export function trackPageView(address: string, pathname: string): void {
  const pipeline = analytics();
  pipeline.pageChanged(address);
  pipeline.track('page_view', { page: pageLabel(pathname) });
  tracePageShown(pathname);
}
