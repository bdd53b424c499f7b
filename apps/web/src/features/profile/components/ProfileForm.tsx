import { updateProfileRequestSchema, type PendingChanges, type User } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { PasswordField } from '../../../components/forms/PasswordField';
import { PersonDetailsFields } from '../../../components/forms/PersonDetailsFields';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { updateProfile } from '../api';

export function ProfileForm({
  user,
  onSaving,
  onSaved,
  onCancel,
}: {
  user: User;
  /** Told when a save starts (true) and when it fails (false); onSaved ends a good one. */
  onSaving?: (saving: boolean) => void;
  onSaved: (user: User, pending: PendingChanges) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
    placeServerError,
  } = useSchemaForm(updateProfileRequestSchema, {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobile: user.mobile ?? '',
    current_password: '',
  });
  const { serverErrors, submitting } = useServerErrors(undefined, placeServerError);
  // A new email or mobile is a change of who can sign in: it asks for the password (issue 8).
  const contactChanged =
    watch('email').trim().toLowerCase() !== user.email ||
    watch('mobile').trim() !== (user.mobile ?? '');

  const onSubmit = handleSubmit(
    submitting(async (values) => {
      onSaving?.(true);
      const saved = await updateProfile(
        contactChanged ? values : { ...values, current_password: undefined },
      ).catch((error: unknown) => {
        onSaving?.(false);
        throw error;
      });
      onSaved(saved.user, saved.pending);
    }),
  );

  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Edit your details">
      <PersonDetailsFields register={register} errors={errors} />
      {contactChanged && (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="Needed to change your email or mobile number. We then send a confirmation to the new one."
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
