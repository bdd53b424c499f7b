import { useCallback, useRef, type MouseEvent } from 'react';
import { BUTTON_DEBOUNCE_MS } from '@kaizen/contracts';

/**
 * SPEC §9 "button click debounce 500 ms": a click within 500 ms of the last one that went through
 * is dropped (and its default prevented, so a submit button does not submit twice). Leading edge:
 * the first click acts at once. Every Button uses it (components/Button.tsx), so every action
 * button that sends a request is covered by this one mechanism.
 */
export function useClickDebounce<E extends Element>(
  onClick: ((event: MouseEvent<E>) => void) | undefined,
  waitMs: number = BUTTON_DEBOUNCE_MS,
  now: () => number = () => performance.now(),
) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (event: MouseEvent<E>) => {
      const at = now();
      if (at - last.current < waitMs) {
        event.preventDefault();
        return;
      }
      last.current = at;
      onClick?.(event);
    },
    [onClick, waitMs, now],
  );
}
