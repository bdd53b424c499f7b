import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

/** true when the value is acceptable, otherwise the message to show at the field. */
type FieldCheck = (value: string) => true | string | Promise<true | string>;

/**
 * A small form controller for screens on the JavaScript budget (the log-in screen, issue 14),
 * with the behaviour of react-hook-form's `mode: 'onTouched'` that the other forms use: a field
 * is checked when it first loses focus and on every change after that; submitting checks every
 * field, focuses the first invalid one, and otherwise runs `submit` with the values as typed.
 * Inputs stay uncontrolled, so typing never re-renders the form.
 */
export function useTouchedForm<Name extends string>(checks: Record<Name, FieldCheck>) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const touched = useRef(new Set<Name>());
  // A slow check (the rules load on first use) must not overwrite the answer of a later one.
  const latestCheck = useRef(new Map<Name, number>());
  const names = Object.keys(checks) as Name[];

  const check = async (name: Name, value: string): Promise<boolean> => {
    const attempt = (latestCheck.current.get(name) ?? 0) + 1;
    latestCheck.current.set(name, attempt);
    const outcome = await checks[name](value);
    if (latestCheck.current.get(name) === attempt) {
      setErrors((current) => ({ ...current, [name]: outcome === true ? undefined : outcome }));
    }
    return outcome === true;
  };

  const field = (name: Name) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      touched.current.add(name);
      void check(name, event.target.value);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (touched.current.has(name)) void check(name, event.target.value);
    },
  });

  const handleSubmit =
    (submit: (values: Record<Name, string>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      if (isSubmitting) return;
      const values = Object.fromEntries(
        names.map((name) => [name, inputs.current.get(name)?.value ?? '']),
      ) as Record<Name, string>;
      for (const name of names) touched.current.add(name);
      const valid = await Promise.all(names.map((name) => check(name, values[name])));
      const firstInvalid = names.find((_name, index) => !valid[index]);
      if (firstInvalid !== undefined) {
        inputs.current.get(firstInvalid)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await submit(values);
      } finally {
        setSubmitting(false);
      }
    };

  return { field, errors, isSubmitting, handleSubmit };
}
