import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { PasswordField } from '../../../components/forms/PasswordField';
import { TextField } from '../../../components/forms/TextField';
import { useTouchedForm } from '../../../lib/hooks/use-touched-form';
import { AuthShell } from '../components/AuthShell';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { loadAuthRuntime } from '../load-runtime';
import { logIn, showPendingClinicianToast } from '../login';
import { FORGOT_PASSWORD_PATH, SIGN_UP_PATH, withRedirectParam } from '../paths';
import { useAccountEntry } from '../use-account-entry';

// Everything that needs the contracts' schemas (validation, the sign-in call, where to go next)
// comes from the auth runtime, loaded when the visitor starts using the form: this screen is
// the one most visitors open first (issue 2 JavaScript budget).
const AlreadySignedIn = lazy(() => import('../components/AlreadySignedIn'));
// The other ways in load on demand too: the code form when asked for, Google's button (which
// renders nothing unless the server has a Google client id).
const CodeSignIn = lazy(() => import('../components/CodeSignIn'));

const META_TITLE = 'Log in';
const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

const prefetchAuthRuntime = () => void loadAuthRuntime();
// Not react-hook-form: this screen is the first most visitors open, and its JavaScript budget
// (issue 14) has no room for a form library; the behaviour is the same (useTouchedForm).
const loginChecks = {
  login: async (value: string) => (await loadAuthRuntime()).validateLogin(value),
  password: (value: string) => (value ? true : PASSWORD_REQUIRED_MESSAGE),
};

export function LoginPage() {
  const { redirectPath, user, serverErrors, enterWith } = useAccountEntry();
  const { field, errors, isSubmitting, handleSubmit } = useTouchedForm(loginChecks);
  const [withCode, setWithCode] = useState(false);
  const codeChoice = useRef<HTMLDivElement | null>(null);
  const backFromCode = useRef(false);

  useEffect(showPendingClinicianToast, []);
  // Back from the code form, focus returns to the choice the person just undid.
  useEffect(() => {
    if (!withCode && backFromCode.current) codeChoice.current?.querySelector('button')?.focus();
  }, [withCode]);

  if (user) {
    return (
      <Suspense fallback={null}>
        <AlreadySignedIn user={user} redirectPath={redirectPath} metaTitle={META_TITLE} />
      </Suspense>
    );
  }

  const onSubmit = handleSubmit(
    enterWith((values) => logIn({ login: values.login.trim(), password: values.password })),
  );

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
      {withCode ? (
        <Suspense fallback={null}>
          <CodeSignIn
            onUsePassword={() => {
              backFromCode.current = true;
              setWithCode(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <Form serverErrors={serverErrors} onSubmit={onSubmit} onFocus={prefetchAuthRuntime}>
            <TextField
              label="Email or mobile number"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.login}
              {...field('login')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              error={errors.password}
              {...field('password')}
            />
            <p className="form__aside">
              <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
            </p>
            <Button type="submit" block loading={isSubmitting}>
              Log in
            </Button>
          </Form>
          <div className="auth__code-actions" ref={codeChoice}>
            <Button type="button" variant="secondary" block onClick={() => setWithCode(true)}>
              Sign in with a code
            </Button>
          </div>
        </>
      )}
      <GoogleSignIn context="signin" />
    </AuthShell>
  );
}
