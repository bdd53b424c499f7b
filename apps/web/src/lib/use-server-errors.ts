import { useState } from 'react';
import { errorMessagesOf } from './http/request-error';

/**
 * The server's refusals of a form's last submission. Each attempt starts clean, so a message from
 * an earlier try never sits beside a new answer. `isShown` lets a caller skip failures it already
 * told the user about some other way (e.g. a toast).
 */
export function useServerErrors(isShown: (error: unknown) => boolean = () => true) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const submitting =
    <T>(submit: (values: T) => Promise<void>) =>
    async (values: T) => {
      setServerErrors([]);
      try {
        await submit(values);
      } catch (error) {
        if (isShown(error)) setServerErrors(errorMessagesOf(error));
      }
    };
  return { serverErrors, submitting };
}
