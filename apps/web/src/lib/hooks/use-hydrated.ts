import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and during hydration, true once React owns the page (and at once
 * for a page rendered in the browser). Prerendered forms use it to keep their submit button
 * disabled until their handlers are attached: a submit before that would be the browser's own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
