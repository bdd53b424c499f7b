import { announceAppUpdate } from '../../lib/app-update';

/** sw.js answers this message by activating at once (build/sw-template.js). */
const ACTIVATE_MESSAGE = { type: 'SKIP_WAITING' };
/** A tab left open for days still learns about a release. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Offers a new release once its service worker is installed and waiting, when this page is
 * controlled by an older one. The page reloads only after the person accepted (the first install
 * also changes the controller, and must not reload anything).
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container = navigator.serviceWorker,
) {
  let accepted = false;
  const offer = (worker: ServiceWorker) =>
    announceAppUpdate(() => {
      accepted = true;
      worker.postMessage(ACTIVATE_MESSAGE);
    });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
}

/** Registers the service worker that caches the app shell (production builds only). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        watchForUpdates(registration);
        setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
  });
}
