import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { notify } from '../../../lib/toast';
import { updatePassword } from '../api';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../paths';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas';

export const RESET_TOKEN_PARAM = 'reset_password_token';

export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM);
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({
    resolver: schemaResolver(newPasswordFormSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    setServerErrors([]);
    try {
      const message = await updatePassword({ reset_password_token: token, ...values });
      notify.success(message);
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  });

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
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormAlert messages={serverErrors} />
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" block loading={isSubmitting}>
            Save password
          </Button>
        </form>
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
