import { CLINICIAN_APP_BASE } from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { Logo } from '../../components/Logo';
import { PasswordField } from '../../components/forms/PasswordField';
import { TextField } from '../../components/forms/TextField';
import { messageOf } from './use-resource';
import { signIn, useWorkspaceSession } from './session';

/** Only paths inside the workspace: a redirect parameter never leads elsewhere. */
function safeRedirect(value: string | null): string {
  return value?.startsWith(`${CLINICIAN_APP_BASE}/`) || value === CLINICIAN_APP_BASE
    ? value
    : CLINICIAN_APP_BASE;
}

export function LoginPage() {
  const session = useWorkspaceSession();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(params.get('redirect'));

  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) {
      setErrors(['Enter your email and password.']);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await signIn({ login: login.trim(), password });
    } catch (error) {
      setErrors([messageOf(error)]);
    } finally {
      setBusy(false);
    }
  };

  const notice = session.status === 'signed-out' ? session.message : undefined;
  return (
    <main className="cw-login">
      <div className="cw-login__card">
        <Logo />
        <h1 className="cw-login__title">Clinician workspace</h1>
        <p className="cw-login__intro">Your sessions, hours, patients and alerts in one place.</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormAlert messages={errors.length > 0 ? errors : notice ? [notice] : []} />
          <TextField
            label="Email"
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" block loading={busy}>
            Sign in
          </Button>
        </form>
        <p className="cw-login__aside">
          Looking for your own care? <a href="/auth/log-in/">Sign in to the Kaizen app</a>.
        </p>
      </div>
    </main>
  );
}
