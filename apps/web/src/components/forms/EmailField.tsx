import { TextField, type TextFieldProps } from './TextField';

/** An email input: the email keyboard, no auto-capitals or spell-check to mangle the address. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
