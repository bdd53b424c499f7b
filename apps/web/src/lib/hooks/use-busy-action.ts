import { useState } from 'react';
import { errorMessagesOf } from '../http/request-error';

/**
 * A dialog's one action: busy while it runs, its failure kept to show. On success the dialog is
 * closed by its owner, so busy stays set (no flash of the enabled buttons).
 */
export function useBusyAction(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessagesOf(failure));
      setBusy(false);
    }
  };
  return { busy, error, run };
}
