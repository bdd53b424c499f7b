import { updateProfileRequestSchema, type User } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { PersonDetailsFields } from '../../../components/PersonDetailsFields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useServerErrors } from '../../../lib/use-server-errors';
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
  const { serverErrors, submitting } = useServerErrors();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(updateProfileRequestSchema, {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobile: user.mobile ?? '',
  });

  const onSubmit = handleSubmit(
    submitting(async (values) => {
      onSaved(await updateProfile(values));
    }),
  );

  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Edit your details">
      <PersonDetailsFields register={register} errors={errors} />
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
