import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { createPasswordLogIn } from '../login';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../paths';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas';
import { RESET_TOKEN_PARAM } from './SetPasswordPage';
import { useAccountEntry } from '../use-account-entry';

/** Rendered only with the link's token; the person is signed in once the password is set. */
function CreatePasswordForm({ token }: { token: string }) {
  const { serverErrors, enterWith } = useAccountEntry();
  const form = useSchemaForm(newPasswordFormSchema, { password: '', password_confirmation: '' });
  const onSubmit = form.handleSubmit(
    enterWith((values: NewPasswordFormValues) =>
      createPasswordLogIn({ reset_password_token: token, ...values }),
    ),
  );
  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Choose a password">
      <NewPasswordFields register={form.register} errors={form.formState.errors} />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        Save password and continue
      </Button>
    </Form>
  );
}

/**
 * SPEC §2 /auth/create-password: someone whose organisation created their account (a partner
 * link) chooses a first password from the emailed link, and is signed in. After it, the SPEC §2
 * redirect rules of log-in apply (post-login.ts).
 */
export function CreatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM);
  return (
    <AuthShell
      metaTitle="Choose a password"
      title="Choose a password"
      intro="Your organisation set up your Kaizen account. Choose a password to sign in with your email any time."
      footer={
        <p>
          <Link to={LOGIN_PATH}>Back to log in</Link>
        </p>
      }
    >
      {token ? (
        <CreatePasswordForm token={token} />
      ) : (
        <div className="stack">
          <FormAlert
            title="This link is incomplete"
            messages={['Open the link from the email again, or ask for a password reset link.']}
          />
          <Link to={FORGOT_PASSWORD_PATH}>Send me a reset link</Link>
        </div>
      )}
    </AuthShell>
  );
}
