import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useAppHistory } from './AppRouter';

/** Scroll position of each history entry this tab has shown, by location key. */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did: a new page opens at its top (or at its #hash),
 * back and forward return to where the person was (a long expert listing), and a navigation with
 * preventScrollReset (a filter written into the query) keeps the position.
 */
export function useScrollRestoration() {
  const history = useAppHistory();
  const location = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // The position is written as the person scrolls: at navigation time the new page may already
  // have replaced the old one's height.
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);
  useLayoutEffect(() => {
    // Nothing is returned from here: Chromium's scroll methods now return a promise, which React
    // would take for the effect's clean-up.
    const saved = action === 'POP' ? positions.get(location.key) : undefined;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (history?.keepsScroll(location.key)) return;
    else if (target) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [location.key]);
}
