import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField } from './EmailField';
import { PhoneField } from './FilteredFields';
import { NameFields } from './NameFields';

interface PersonDetails {
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
}

/** Name, email and mobile number, the same on sign-up and on the profile (SPEC §5 rules). */
export function PersonDetailsFields<T extends PersonDetails>({
  register,
  errors,
  mobileHint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PersonDetails>;
  mobileHint?: ReactNode;
}) {
  // register's field names are typed by T; these four exist in every T (see the constraint).
  const registerField = register as unknown as UseFormRegister<PersonDetails>;
  return (
    <>
      <NameFields register={registerField} errors={errors} />
      <EmailField error={errors.email?.message} {...registerField('email')} />
      <PhoneField
        label="Mobile number"
        hint={mobileHint}
        error={errors.mobile?.message}
        {...registerField('mobile')}
      />
    </>
  );
}
