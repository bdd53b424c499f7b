import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@kaizen/contracts';
import { PasswordField } from '../../../components/forms/PasswordField';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The new password and its confirmation, shared by the set- and change-password forms. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  const registerField = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...registerField('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...registerField('password_confirmation')}
      />
    </>
  );
}
