import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { notify } from '../../../lib/toast';
import { updatePassword } from '../api';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { CHANGE_PASSWORD_PATH, loginPathFor } from '../paths';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../schemas';
import { selectAuth } from '../slice';
import { useAuthSelector } from '../thunk';

const META_TITLE = 'Change password';

/** Signed in only. As an auth page it does not redirect by itself (SPEC §2): it offers a login. */
export function ChangePasswordPage({ doneHref = '/user' }: { doneHref?: string }) {
  const { user, loading } = useAuthSelector(selectAuth);
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: schemaResolver(changePasswordFormSchema),
    mode: 'onTouched',
  });

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

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      notify.success(await updatePassword(values));
      navigate(doneHref, { replace: true });
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  });

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
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert messages={serverErrors} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" block loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </AuthShell>
  );
}
