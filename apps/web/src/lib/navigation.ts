import { useSyncExternalStore } from 'react';

// Lets non-component code (thunks, the HTTP client's expiry handler) navigate inside the SPA.
// The app shell installs its navigate at start; until then a full page load is used.

/** Resolves once the new screen is in place (the app's navigate does). */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) globalThis.location.replace(to);
  else globalThis.location.assign(to);
};

let pending = 0;
const listeners = new Set<() => void>();
const setPending = (change: number) => {
  pending += change;
  for (const listener of listeners) listener();
};

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  setPending(1);
  try {
    await navigator(to, options);
  } finally {
    setPending(-1);
  }
}

/**
 * True while a navigateTo is under way (the next screen's code loading). A logout goes to the
 * log-in page, then resets the state: a protected page must not redirect on its own meanwhile.
 */
export function useNavigating(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
