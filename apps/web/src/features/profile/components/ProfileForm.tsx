import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import {
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type User,
} from '@kaizen/contracts';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { NameField, PhoneField } from '../../../components/FilteredFields';
import { TextField } from '../../../components/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { updateProfile } from '../api';

export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileRequest, unknown, z.output<typeof updateProfileRequestSchema>>({
    resolver: schemaResolver(updateProfileRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      mobile: user.mobile ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      onSaved(await updateProfile(values));
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit your details">
      <FormAlert messages={serverErrors} />
      <div className="form__row">
        <NameField
          label="First name"
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <NameField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField label="Mobile number" error={errors.mobile?.message} {...register('mobile')} />
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
