import { useEffect, useRef, useState } from 'react';
import { isPhoneLogin, otpSignInRequestSchema, type SignUpStarted } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { loadAuthRuntime } from '../load-runtime';
import { otpLogIn } from '../login';
import { CodeStep } from './CodeStep';

const resendSignInCode = async (verificationId: string) =>
  (await loadAuthRuntime()).resendSignInCode(verificationId);

/**
 * Log in with a one-time code (issue 15): the email or mobile number, then the 6-digit code sent
 * there. The code step looks the same whether or not the address has an account. Loaded only
 * when the visitor asks for it, so the log-in screen stays within its JavaScript budget.
 */
export default function CodeSignIn({ onUsePassword }: { onUsePassword: () => void }) {
  const { serverErrors, submitting } = useServerErrors();
  const [started, setStarted] = useState<SignUpStarted & { byText: boolean }>();
  const loginField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(otpSignInRequestSchema, { login: '' });
  const { ref: registerRef, ...loginProps } = register('login');

  // This form replaces the password form the person chose to leave: take them to its field.
  useEffect(() => {
    if (!started) loginField.current?.focus();
  }, [started]);

  if (started)
    return (
      <CodeStep
        started={started}
        purpose="Enter it to log in."
        formLabel="Enter your code"
        submitLabel="Log in"
        hint={
          started.byText
            ? 'It expires in 10 minutes.'
            : 'It expires in 10 minutes. Check your spam folder if it is not in your inbox.'
        }
        restartLabel="Use a different email or mobile number"
        redeem={otpLogIn}
        resend={resendSignInCode}
        onRestart={() => setStarted(undefined)}
      />
    );

  const onSubmit = handleSubmit(
    submitting(async ({ login }) => {
      const sent = await (await loadAuthRuntime()).startCodeSignIn(login);
      setStarted({ ...sent, byText: isPhoneLogin(login) });
    }),
  );

  return (
    <>
      <p className="auth__intro">
        We will send a 6-digit code to your email or mobile number. No password needed.
      </p>
      <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Sign in with a code">
        <TextField
          label="Email or mobile number"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.login?.message}
          ref={(element) => {
            registerRef(element);
            loginField.current = element;
          }}
          {...loginProps}
        />
        <Button type="submit" block loading={isSubmitting}>
          Send code
        </Button>
      </Form>
      <div className="auth__code-actions">
        <Button type="button" variant="ghost" block onClick={onUsePassword}>
          Sign in with your password
        </Button>
      </div>
    </>
  );
}
