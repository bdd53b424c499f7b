import { TOTP_INVALID_CODE_ALERT, totpCodeRequestSchema, type TotpStatus } from '@kaizen/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { errorMessagesOf, statusOf } from '../../../lib/http/request-error';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { verifyTotpCode } from '../api';

/** SPEC §8: a 503 from verify_totp_code is the alert 'Invalid verification code'. */
const messagesOf = (error: unknown) =>
  statusOf(error) === 503 ? [TOTP_INVALID_CODE_ALERT] : errorMessagesOf(error);

/** The 6-digit code from the authenticator app (SPEC §7 verify_totp_code). */
export function TotpCodeForm({
  company,
  submitLabel,
  onVerified,
}: {
  company: string;
  submitLabel: string;
  onVerified: (totp: TotpStatus) => void;
}) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const field = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(totpCodeRequestSchema, { code: '' });
  const { ref: registerRef, ...codeProps } = register('code');

  useEffect(() => field.current?.focus(), []);

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerErrors([]);
    try {
      onVerified(await verifyTotpCode(company, code));
    } catch (error) {
      setServerErrors(messagesOf(error));
      // A code is good for 30 seconds: the next try needs a fresh one, typed into an empty field.
      reset({ code: '' });
      field.current?.focus();
    }
  });

  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Verification code">
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        hint="Open your authenticator app and type the code it shows for Kaizen."
        error={errors.code?.message}
        ref={(element) => {
          registerRef(element);
          field.current = element;
        }}
        {...codeProps}
      />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
