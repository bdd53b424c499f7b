import { useCallback, useRef, type MouseEvent } from 'react';
import { BUTTON_DEBOUNCE_MS } from '@kaizen/contracts';

// Counts edits anywhere on the page (typing, choosing, pasting): a click after an edit is a new
// decision, not the second half of a double click.
let edits = 0;
let listening = false;
function listenForEdits() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('input', () => (edits += 1), true);
}

/**
 * SPEC §9 "button click debounce 500 ms": a click within 500 ms of the last one that went
 * through, with nothing edited in between, is dropped (its default prevented, so a submit
 * button does not submit twice). Leading edge: the first click acts at once. Button uses it for
 * every button that sends a request (components/Button.tsx `sendsRequest`): one mechanism.
 */
export function useClickDebounce<E extends Element>(
  onClick: ((event: MouseEvent<E>) => void) | undefined,
  enabled = true,
  waitMs: number = BUTTON_DEBOUNCE_MS,
  now: () => number = () => performance.now(),
) {
  listenForEdits();
  const last = useRef({ at: Number.NEGATIVE_INFINITY, edits: -1 });
  return useCallback(
    (event: MouseEvent<E>) => {
      const at = now();
      if (enabled && at - last.current.at < waitMs && edits === last.current.edits) {
        event.preventDefault();
        return;
      }
      last.current = { at, edits };
      onClick?.(event);
    },
    [onClick, enabled, waitMs, now],
  );
}
