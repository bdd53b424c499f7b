import { useState } from 'react';
import { errorMessagesOf } from '../../../lib/http/request-error';

/** One change sent from a dialog: busy while on its way, the server's messages when refused. */
export function useSubmit<I, T>(send: (input: I) => Promise<T>, onDone: (result: T) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (input: I) => {
    setBusy(true);
    setErrors([]);
    try {
      const result = await send(input);
      setBusy(false);
      onDone(result);
    } catch (error) {
      setBusy(false);
      setErrors(errorMessagesOf(error));
    }
  };
  return { busy, errors, submit };
}
