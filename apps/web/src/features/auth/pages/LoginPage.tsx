import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { AuthShell } from '../components/AuthShell';
import { ClinicianRefusedError } from '../clinician';
import { loadAuthRuntime } from '../load-runtime';
import { logIn, showPendingClinicianToast } from '../login';
import { FORGOT_PASSWORD_PATH, REDIRECT_PARAM, SIGN_UP_PATH, withRedirectParam } from '../paths';
import { selectUser } from '../slice';
import { useAuthDispatch, useAuthSelector } from '../thunk';

// Everything that needs the contracts' schemas (validation, the sign-in call, where to go next)
// comes from the auth runtime, loaded when the visitor starts using the form: this screen is
// the one most visitors open first (issue 2 JavaScript budget).
const AlreadySignedIn = lazy(() => import('../components/AlreadySignedIn'));

const META_TITLE = 'Log in';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

interface LoginFormValues {
  login: string;
  password: string;
}

const prefetchAuthRuntime = () => void loadAuthRuntime();
const validateLogin = async (value: string) => (await loadAuthRuntime()).validateLogin(value);

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirectPath = searchParams.get(REDIRECT_PARAM);
  const user = useAuthSelector(selectUser);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ mode: 'onTouched' });

  useEffect(showPendingClinicianToast, []);

  if (user) {
    return (
      <Suspense fallback={null}>
        <AlreadySignedIn user={user} redirectPath={redirectPath} metaTitle={META_TITLE} />
      </Suspense>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      const signedIn = await dispatch(
        logIn({ login: values.login.trim(), password: values.password }),
      );
      const { postLoginPath } = await loadAuthRuntime();
      navigate(postLoginPath(signedIn, redirectPath), { replace: true });
    } catch (error) {
      if (!(error instanceof ClinicianRefusedError)) setServerErrors(errorMessagesOf(error));
    }
  });

  return (
    <AuthShell
      metaTitle={META_TITLE}
      metaDescription="Log in to Kaizen to see your sessions and continue your care."
      title="Welcome back"
      intro="Log in to continue your care."
      footer={
        <p>
          New to Kaizen?{' '}
          <Link to={withRedirectParam(SIGN_UP_PATH, redirectPath)}>Create an account</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} onFocus={prefetchAuthRuntime} noValidate>
        <FormAlert messages={serverErrors} />
        <TextField
          label="Email or mobile number"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.login?.message}
          {...register('login', { validate: validateLogin })}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: PASSWORD_REQUIRED_MESSAGE })}
        />
        <p className="form__aside">
          <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
        </p>
        <Button type="submit" block loading={isSubmitting}>
          Log in
        </Button>
      </form>
    </AuthShell>
  );
}
