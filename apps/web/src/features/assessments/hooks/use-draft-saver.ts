import type { Answers, InstrumentCode } from '@kaizen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '../api';

const SAVE_DELAY_MS = 400;

type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves answers as progress a moment after each change (the last change wins), at once when the
 * person moves on (`flush`), and when the screen goes or the page is hidden, so a person who
 * leaves comes back to where they were, on any device.
 */
export function useDraftSaver(instrument: InstrumentCode) {
  const [state, setState] = useState<DraftSaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Answers | null>(null);
  const latest = useRef(0);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const answers = pending.current;
    if (!answers) return;
    pending.current = null;
    const attempt = (latest.current += 1);
    setState('saving');
    saveDraft(instrument, answers).then(
      () => attempt === latest.current && setState('saved'),
      () => attempt === latest.current && setState('failed'),
    );
  }, [instrument]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (answers: Answers) => {
      pending.current = answers;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Drops a pending save (the answers are being submitted or discarded). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    latest.current += 1;
  }, []);

  return { state, save, flush, cancel };
}
