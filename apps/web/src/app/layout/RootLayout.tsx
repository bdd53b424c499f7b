import { lazy, Suspense, useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/OfflineBanner';
import { FullScreenLoader } from '../../components/Spinner';
import { UpdatePrompt } from '../../components/UpdatePrompt';
import { oneTapAllowed } from '../../features/auth/google/one-tap-rules';
import { selectAuthLoading, selectShowCardDashboard, selectUser } from '../../features/auth/slice';
import { analyticsAllowed } from '../../lib/analytics/gate';
import {
  consentQuestionRendered,
  readAnalyticsConsent,
  subscribeAnalyticsConsent,
  syncConsentCookie,
} from '../../lib/analytics/consent';
import { useOnlineStatus } from '../../lib/device/connectivity';
import { lazyScreen, preloadOf } from '../../lib/routing/lazy-screen';
import { useScrollRestoration } from '../../lib/routing/scroll-restoration';
import { subscribeToToastRequests, toastsRequested } from '../../lib/toast';
import { shouldShowFullScreenLoader } from '../full-screen-loader';
import { OPERATOR_BASE } from '../routes/operator/operator-pages';
import { crnidOf, useCrnidFlow } from '../start-up/crnid-flow';
import { useAppSelector } from '../store';

const Toasts = lazy(() => import('./Toasts'));
// Loaded only where one-tap may show, for a signed-out visitor; it asks the server first whether
// Google sign-in is configured at all.
const GoogleOneTap = lazy(() => import('../../features/auth/google/GoogleOneTap'));
// Rendered synchronously once loaded: the server's render loads it first (app/prerender.tsx).
const consentBanner = lazyScreen(
  async () => (await import('../../features/analytics/components/ConsentBanner')).ConsentBanner,
);
export const preloadConsentBanner = () => preloadOf({ element: consentBanner })?.();

/**
 * Issue 15: ask about analytics while this device has no answer, unless analytics is off here
 * anyway (skip_analytics, block_analytics). The server's HTML asks by the answer's cookie, and
 * hydration renders what it chose (consentQuestionRendered); the cookie follows the device.
 */
function useConsentQuestion(): boolean {
  useEffect(syncConsentCookie);
  return useSyncExternalStore(
    subscribeAnalyticsConsent,
    () => readAnalyticsConsent() === null && analyticsAllowed(),
    consentQuestionRendered,
  );
}

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
};

/**
 * Around every screen: skip link, offline banner, toasts, scroll restoration, the full-screen
 * loader rule and Google one-tap where SPEC §2 allows it.
 */
export function RootLayout() {
  const online = useOnlineStatus();
  const { pathname, search } = useLocation();
  useCrnidFlow();
  // A new page opens at its top; back and forward return to where the person was (a long
  // expert listing).
  useScrollRestoration();
  const authLoading = useAppSelector(selectAuthLoading);
  const signedIn = useAppSelector(selectUser) !== null;
  const showCardDashboard = useAppSelector(selectShowCardDashboard);
  const toastsWanted = useSyncExternalStore(
    subscribeToToastRequests,
    toastsRequested,
    toastsRequested,
  );
  // The operator console is staff's own tool, not the product: no analytics question over its forms.
  const askConsent = useConsentQuestion() && !pathname.startsWith(OPERATOR_BASE);
  const loading = shouldShowFullScreenLoader({
    authLoading,
    crnid: crnidOf(search) ?? undefined,
    pathname,
    showCardDashboard,
  });
  const offerOneTap = !authLoading && oneTapAllowed({ signedIn, pathname, search });
  return (
    <>
      <a href="#main-content" className="skip-link" onClick={focusMain}>
        Skip to main content
      </a>
      {/* Early in the reading and tab order, though shown at the bottom: a keyboard or screen
          reader user meets the question before the page, not after all of it. */}
      {askConsent && !loading && <Suspense fallback={null}>{consentBanner}</Suspense>}
      {!online && <OfflineBanner />}
      {loading ? <FullScreenLoader /> : <Outlet />}
      <UpdatePrompt />
      {offerOneTap && (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      )}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
