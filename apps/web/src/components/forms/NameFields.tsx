import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { NameField } from './FilteredFields';

interface PersonName {
  firstname: string;
  lastname: string;
}

/** First and last name side by side (SPEC §5 name rules): every form that asks who a person is. */
export function NameFields<T extends PersonName>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PersonName>;
}) {
  // register's field names are typed by T; both exist in every T (see the constraint).
  const registerField = register as unknown as UseFormRegister<PersonName>;
  return (
    <div className="form__row">
      <NameField
        label="First name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...registerField('firstname')}
      />
      <NameField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...registerField('lastname')}
      />
    </div>
  );
}
