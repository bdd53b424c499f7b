import { useEffect, useRef, useState } from 'react';
import { signUpVerifyRequestSchema, type SignUpStarted, type User } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { FormAlert } from '../../../components/forms/FormAlert';
import { TextField } from '../../../components/forms/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import type { AuthThunk } from '../thunk';
import { useAccountEntry } from '../use-account-entry';

const codeFormSchema = signUpVerifyRequestSchema.pick({ code: true });

/** Seconds left until `until` (ms), ticking once a second; 0 once it has passed. */
const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

function useSecondsUntil(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    const timer = window.setInterval(() => {
      const left = secondsLeft(until);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

interface CodeStepProps {
  started: SignUpStarted;
  /** After "We sent a 6-digit code to …": what the code does. */
  purpose: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  hint: string;
  restartLabel: string;
  /** Signs in (or creates the account) with the code. */
  redeem: (request: { verification_id: string; code: string }) => AuthThunk<Promise<User>>;
  resend: (verificationId: string) => Promise<SignUpStarted>;
  onRestart: () => void;
}

/**
 * The second step of sign-up and of sign-in with a code: the 6-digit code sent to the address
 * typed, a new one 30 s after the last. The same screen shows whether or not that address has an
 * account (issue 8 case 4), so it tells nobody which addresses are Kaizen's.
 */
export function CodeStep({
  started,
  purpose,
  formLabel,
  submitLabel,
  hint,
  restartLabel,
  redeem,
  resend: resendCode,
  onRestart,
}: CodeStepProps) {
  const { serverErrors, enterWith } = useAccountEntry();
  const [sent, setSent] = useState(started);
  const [resendAt, setResendAt] = useState(() => Date.now() + started.resend_after * 1000);
  const [resendNote, setResendNote] = useState<{ tone: 'error' | 'success'; text: string[] }>();
  const [resending, setResending] = useState(false);
  const waitSeconds = useSecondsUntil(resendAt);
  const codeField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(codeFormSchema, { code: '' });
  const { ref: registerRef, ...codeProps } = register('code');

  // The step replaces the form the person just sent: take them to where they type next.
  useEffect(() => codeField.current?.focus(), []);

  const onSubmit = handleSubmit(
    enterWith(({ code }: { code: string }) =>
      redeem({ verification_id: sent.verification_id, code }),
    ),
  );

  const resend = async () => {
    setResending(true);
    setResendNote(undefined);
    try {
      const again = await resendCode(sent.verification_id);
      setSent(again);
      setResendAt(Date.now() + again.resend_after * 1000);
      setResendNote({ tone: 'success', text: [`We sent a new code to ${again.sent_to}.`] });
    } catch (error) {
      setResendNote({ tone: 'error', text: errorMessagesOf(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <p className="auth__intro">
        We sent a 6-digit code to <strong>{sent.sent_to}</strong>. {purpose}
      </p>
      <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label={formLabel}>
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint={hint}
          error={errors.code?.message}
          ref={(element) => {
            registerRef(element);
            codeField.current = element;
          }}
          {...codeProps}
        />
        <Button type="submit" block loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Form>
      <div className="auth__code-actions">
        {resendNote && <FormAlert messages={resendNote.text} tone={resendNote.tone} />}
        <Button
          type="button"
          variant="secondary"
          block
          disabled={waitSeconds > 0}
          loading={resending}
          onClick={() => void resend()}
        >
          {waitSeconds > 0 ? `Send a new code in ${waitSeconds} s` : 'Send a new code'}
        </Button>
        <Button type="button" variant="ghost" block onClick={onRestart}>
          {restartLabel}
        </Button>
      </div>
    </>
  );
}
