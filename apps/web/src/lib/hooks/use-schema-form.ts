import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../schema-resolver';

/**
 * A form checked by a contracts schema. Fields are checked once left ('onTouched'), so nobody is
 * told off while still typing.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: schemaResolver(schema),
    mode: 'onTouched',
    defaultValues,
    // react-hook-form focuses in registration order, and a child component (the name fields of
    // sign-up) registers after its parent's own fields: Password got focus before First name.
    shouldFocusError: false,
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      focusFirstInvalid(event?.target, Object.keys(errors));
    });
  // A refusal the server names an input for goes under that input (useServerErrors), if the
  // form has it: an input the person filled in has a value once submitted.
  const placeServerError = (path: string, message: string): boolean => {
    const field = path as Path<Input>;
    if (form.getValues(field) === undefined) return false;
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
    return true;
  };
  return { ...form, handleSubmit, placeServerError };
}

/** Focuses the first field, in the order the person sees them, that has an error. */
function focusFirstInvalid(form: EventTarget | null | undefined, names: string[]): void {
  if (!(form instanceof HTMLFormElement)) return;
  const fields = form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]');
  const first = [...fields].find((field) =>
    names.some((name) => (field.getAttribute('name') ?? '').split('.')[0] === name),
  );
  first?.focus();
}
