import type { FormHTMLAttributes } from 'react';
import { FormAlert } from './FormAlert';

/**
 * A form whose fields are checked by its schema rather than the browser (noValidate, so messages
 * read the same everywhere), with the server's refusals shown above the fields. method="post":
 * should the browser ever submit it itself, no field lands in the address or the history.
 */
export function Form({
  serverErrors,
  children,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & { serverErrors: string[] }) {
  return (
    <form className="form" method="post" noValidate {...props}>
      <FormAlert messages={serverErrors} />
      {children}
    </form>
  );
}
