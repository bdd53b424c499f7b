import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../app/use-resource';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Pause in typing after which the text is saved. */
const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves a text after each pause in typing, and at once on flush() (leaving the field). A save
 * that fails keeps the text and says so; the next change tries again.
 */
export function useAutosave(save: (text: string) => Promise<void>) {
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const text = pending.current;
    if (text === null) return;
    pending.current = null;
    setState('saving');
    try {
      await save(text);
      setState(pending.current === null ? 'saved' : 'saving');
      setError(null);
    } catch (failure) {
      setState('failed');
      setError(messageOf(failure));
    }
  }, [save]);

  const change = useCallback(
    (text: string) => {
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page saves what was typed last.
  useEffect(() => () => void flush(), [flush]);
  return { state, error, change, flush };
}
