import type { ChangeEvent } from 'react';
import { filterName, PHONE_DIGITS } from '@kaizen/contracts';
import { digitsOnly, numericKeyFilter } from '../lib/input-filters';
import { TextField, type TextFieldProps } from './TextField';

type FieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

const filtered =
  (filter: (value: string) => string, onChange: FieldProps['onChange']) =>
  (event: ChangeEvent<HTMLInputElement>) => {
    const value = filter(event.target.value);
    if (value !== event.target.value) event.target.value = value;
    onChange?.(event);
  };

/** SPEC §5 phone: 10 digits; the numeric key filter on keys, digits only for pasted text. */
export function PhoneField({ onChange, ...props }: FieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      maxLength={PHONE_DIGITS}
      onKeyDown={numericKeyFilter}
      {...props}
      onChange={filtered((value) => digitsOnly(value, PHONE_DIGITS), onChange)}
    />
  );
}

/** SPEC §5 name filter: letters, spaces, dot, apostrophe and hyphen only. */
export function NameField({ onChange, ...props }: FieldProps) {
  return <TextField {...props} onChange={filtered(filterName, onChange)} />;
}
