import { matchRoutes, type RouteObject } from 'react-router';
import { preloadOf } from '../../lib/routing/lazy-screen';

/** Pointer over a link (desktop), finger down on it (touch) or keyboard focus on it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The same-origin page a link leads to, if following it would stay inside the app. */
function appPathOf(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.pathname.startsWith('/api/')) return undefined;
  return anchor.pathname;
}

/**
 * Starts loading a screen's code as soon as the person shows they are about to open it, so the
 * click finds the chunk (and its CSS) already there: every route is a lazy chunk, and on a slow
 * phone network the 100–300 ms between hover or touch and click is most of a chunk's download.
 * The screens render the same cached modules on navigation (lazyScreen).
 * Returns a function that stops listening.
 */
export function preloadRoutesOnIntent(routes: RouteObject[], root: Document = document) {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const path = appPathOf(event.target);
    if (path === undefined || started.has(path)) return;
    started.add(path);
    for (const { route } of matchRoutes(routes, path) ?? []) {
      // A failed preload is retried by the navigation itself, which shows the error screen.
      preloadOf(route)?.().catch(() => started.delete(path));
    }
  };
  for (const type of INTENT_EVENTS) {
    root.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
