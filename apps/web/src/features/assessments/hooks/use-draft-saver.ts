import type { Answers, InstrumentCode } from '@kaizen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '../api';

const SAVE_DELAY_MS = 400;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves answers as progress a moment after each change (the last change wins), so a person who
 * leaves comes back to where they were, on any device.
 */
export function useDraftSaver(instrument: InstrumentCode) {
  const [state, setState] = useState<DraftSaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (answers: Answers) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const attempt = (latest.current += 1);
        setState('saving');
        saveDraft(instrument, answers).then(
          () => attempt === latest.current && setState('saved'),
          () => attempt === latest.current && setState('failed'),
        );
      }, SAVE_DELAY_MS);
    },
    [instrument],
  );

  /** Stops a pending save (the answers are being submitted). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
  }, []);

  return { state, save, cancel };
}
