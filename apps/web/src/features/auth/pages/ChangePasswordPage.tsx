import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { PasswordField } from '../../../components/forms/PasswordField';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { CHANGE_PASSWORD_PATH, loginPathFor } from '../paths';
import { changePasswordFormSchema } from '../schemas';
import { selectAuth } from '../slice';
import { useAuthSelector } from '../thunk';
import { usePasswordUpdate } from '../use-password-update';

const META_TITLE = 'Change password';

/** Signed in only. As an auth page it does not redirect by itself (SPEC §2): it offers a login. */
export function ChangePasswordPage({ doneHref = '/user' }: { doneHref?: string }) {
  const { user, loading } = useAuthSelector(selectAuth);
  const { form, serverErrors, onSubmit } = usePasswordUpdate(
    changePasswordFormSchema,
    (values) => values,
    doneHref,
  );
  const { errors, isSubmitting } = form.formState;

  if (loading) return null;
  if (!user) {
    return (
      <AuthShell
        metaTitle={META_TITLE}
        title="Change your password"
        intro="Log in first to change your password."
      >
        <ButtonLink to={loginPathFor(CHANGE_PASSWORD_PATH)} block>
          Log in
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      metaTitle={META_TITLE}
      title="Change your password"
      intro="Other devices signed in to your account will be logged out."
      footer={
        <p>
          <Link to={doneHref}>Back to your profile</Link>
        </p>
      }
    >
      <Form serverErrors={serverErrors} onSubmit={onSubmit}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordFields register={form.register} errors={errors} />
        <Button type="submit" block loading={isSubmitting}>
          Change password
        </Button>
      </Form>
    </AuthShell>
  );
}
