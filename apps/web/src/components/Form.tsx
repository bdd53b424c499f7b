import type { FormHTMLAttributes } from 'react';
import { FormAlert } from './FormAlert';

/**
 * A form whose fields are checked by its schema rather than the browser (noValidate, so messages
 * read the same everywhere), with the server's refusals shown above the fields.
 */
export function Form({
  serverErrors,
  children,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & { serverErrors: string[] }) {
  return (
    <form className="form" noValidate {...props}>
      <FormAlert messages={serverErrors} />
      {children}
    </form>
  );
}
