import type { User } from '@kaizen/contracts';
import { readAnalyticsConsent, subscribeAnalyticsConsent } from '../../lib/analytics/consent';
import type { AppHistory } from '../../lib/routing/app-history';
import type { AppStore } from '../store';

// Analytics at start-up (issue 15). The campaign record of the landing address is kept on this
// device and the SPEC §4 ispm parameter added before the router reads the address
// (campaign-params.ts); the pipeline itself (lib/analytics/instance.ts) is loaded only once the person allowed analytics, then every
// page is tracked (SPEC §2: home is home_page), the queue is sent as the page hides, reset when
// the person signs out (SPEC §4 logout), dropped when they withdraw, and a signed-in person's
// account gets this device's attribution (SPEC §4; lib/analytics/attribution.ts).

const loadPipeline = () => import('../../lib/analytics/instance');

function attachAttributionOf(user: User): void {
  void import('../../lib/analytics/attribution')
    .then(({ attachAttribution }) => attachAttribution(user))
    .catch(() => {
      // Offline or refused: tried again at the next signed-in start.
    });
}

export function wireAnalytics(history: AppHistory, store: AppStore): void {
  let pipeline: ReturnType<typeof loadPipeline> | null = null;
  const granted = () => readAnalyticsConsent() === 'granted';
  const withPipeline = (use: (loaded: Awaited<ReturnType<typeof loadPipeline>>) => void) => {
    pipeline ??= loadPipeline();
    void pipeline.then(use);
  };
  const trackPage = () => {
    if (!granted()) return;
    withPipeline(({ trackPageView }) =>
      trackPageView(window.location.href, history.location().pathname),
    );
  };

  let lastAddress = `${history.location().pathname}${history.location().search}`;
  history.listen(({ location }) => {
    const address = `${location.pathname}${location.search}`;
    if (address === lastAddress) return;
    lastAddress = address;
    trackPage();
  });
  trackPage();

  subscribeAnalyticsConsent(() => {
    if (granted()) {
      // The page the person is on when they allow it is a visit too.
      trackPage();
      const user = store.getState().auth.user;
      if (user) attachAttributionOf(user);
    } else if (pipeline) {
      withPipeline(({ analytics }) => analytics().discard());
    }
  });

  let signedIn: number | null = store.getState().auth.user?.id ?? null;
  store.subscribe(() => {
    const user = store.getState().auth.user;
    const id = user?.id ?? null;
    if (id === signedIn) return;
    const signedOut = signedIn !== null && id === null;
    signedIn = id;
    if (signedOut && pipeline) withPipeline(({ analytics }) => void analytics().reset());
    if (user && granted()) attachAttributionOf(user);
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && pipeline) {
      withPipeline(({ analytics }) => void analytics().flush({ closing: true }));
    }
  });
}
