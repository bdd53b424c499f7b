import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { NavigationType, Router } from 'react-router';
import type { AppHistory } from './app-history';

const HistoryContext = createContext<AppHistory | undefined>(undefined);

/** The history the screen is shown from; undefined in the build-time prerender. */
export const useAppHistory = () => use(HistoryContext);

/**
 * Declarative React Router over an AppHistory. A location change renders in a transition, so a
 * link to a screen whose code is still loading keeps the current screen until it arrives (as the
 * data router did) instead of flashing the Suspense fallback; a navigation that asked for
 * flushSync renders at once.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    action: NavigationType.Pop,
    location: history.location(),
  }));
  useLayoutEffect(() => {
    const stop = history.listen(({ action, location, urgent }) => {
      if (urgent) setState({ action, location });
      else startTransition(() => setState({ action, location }));
    });
    // A navigation between the first render and this effect (start-up auth) is not missed.
    const now = history.location();
    setState((shown) =>
      shown.location.key === now.key ? shown : { action: NavigationType.Replace, location: now },
    );
    return stop;
  }, [history]);
  return (
    <HistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </HistoryContext>
  );
}
