import { useState } from 'react';
import { errorMessagesOf } from '../../../lib/http/request-error';

/**
 * A console form's request: `sending` while it runs, the server's refusals in `errors` after.
 * `refuse` shows the form's own refusals (checked before anything is sent) the same way.
 */
export function useSend() {
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const send = async (call: () => Promise<void>) => {
    setErrors([]);
    setSending(true);
    try {
      await call();
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setSending(false);
    }
  };
  return { errors, sending, send, refuse: setErrors };
}
