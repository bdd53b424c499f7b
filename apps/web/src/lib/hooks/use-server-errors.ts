import { useState } from 'react';
import { errorMessagesOf, RequestError } from '../http/request-error';

/** Shows a server refusal under its input; false when the form has no such input. */
type ServerFieldPlacer = (path: string, message: string) => boolean;

/**
 * The server's refusals of a form's last submission. Each attempt starts clean, so a message from
 * an earlier try never sits beside a new answer. `isShown` lets a caller skip failures it already
 * told the user about some other way (e.g. a toast). With `placeField` (useSchemaForm's
 * `placeServerError`), a refusal the server names a field for (`fields`, issue 17) is shown under
 * that input instead of above the form.
 */
export function useServerErrors(
  isShown: (error: unknown) => boolean = () => true,
  placeField?: ServerFieldPlacer,
) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const submitting =
    <T>(submit: (values: T) => Promise<void>) =>
    async (values: T) => {
      setServerErrors([]);
      try {
        await submit(values);
      } catch (error) {
        if (isShown(error)) setServerErrors(unplacedMessages(error, placeField));
      }
    };
  return { serverErrors, submitting };
}

/** The messages left to show above the form once those about its inputs are under them. */
export function unplacedMessages(error: unknown, placeField?: ServerFieldPlacer): string[] {
  const messages = errorMessagesOf(error);
  if (!placeField || !(error instanceof RequestError)) return messages;
  const placed = Object.entries(error.fields).flatMap(([path, message]) =>
    placeField(path, message) ? [message] : [],
  );
  return messages.filter((message) => !placed.includes(message));
}
