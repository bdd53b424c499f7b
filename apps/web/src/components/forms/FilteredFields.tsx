import type { ChangeEvent } from 'react';
import { filterName, normalizePhone, PHONE_DIGITS } from '@kaizen/contracts';
import { digitsOnly, numericKeyFilter } from '../../lib/input-filters';
import { TextField, type TextFieldProps } from './TextField';

type FieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

const filtered =
  (filter: (value: string) => string, onChange: FieldProps['onChange']) =>
  (event: ChangeEvent<HTMLInputElement>) => {
    const value = filter(event.target.value);
    if (value !== event.target.value) event.target.value = value;
    onChange?.(event);
  };

/**
 * SPEC §5 phone: 10 digits; the numeric key filter on keys. Pasted or autofilled text is read as
 * people write numbers ("+91 98765 43210", "09876543210") before it is cut to digits, so no
 * maxLength: the browser would cut "+91 98765 43210" to "+91 98765 " before we see it.
 */
export function PhoneField({ onChange, ...props }: FieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      onKeyDown={numericKeyFilter}
      {...props}
      onChange={filtered((value) => digitsOnly(normalizePhone(value), PHONE_DIGITS), onChange)}
    />
  );
}

/** SPEC §5 name filter: letters, spaces, dot, apostrophe and hyphen only. */
export function NameField({ onChange, ...props }: FieldProps) {
  return <TextField {...props} onChange={filtered(filterName, onChange)} />;
}
