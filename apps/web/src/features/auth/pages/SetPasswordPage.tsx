import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { FormAlert } from '../../../components/forms/FormAlert';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../paths';
import { newPasswordFormSchema } from '../schemas';
import { usePasswordUpdate } from '../use-password-update';

export const RESET_TOKEN_PARAM = 'reset_password_token';

/** Rendered only with a token from the reset link, so every submission carries one. */
function NewPasswordForm({ token }: { token: string }) {
  const { form, serverErrors, onSubmit } = usePasswordUpdate(
    newPasswordFormSchema,
    (values) => ({ reset_password_token: token, ...values }),
    LOGIN_PATH,
  );
  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit}>
      <NewPasswordFields register={form.register} errors={form.formState.errors} />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        Save password
      </Button>
    </Form>
  );
}

export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM);

  return (
    <AuthShell
      metaTitle="Set a new password"
      title="Set a new password"
      intro="Choose a password you have not used here before."
      footer={
        <p>
          <Link to={LOGIN_PATH}>Back to log in</Link>
        </p>
      }
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <div className="stack">
          <FormAlert
            title="This link is incomplete"
            messages={['Open the link from the email again, or ask for a new one.']}
          />
          <ButtonLink to={FORGOT_PASSWORD_PATH} block>
            Send me a new link
          </ButtonLink>
        </div>
      )}
    </AuthShell>
  );
}
