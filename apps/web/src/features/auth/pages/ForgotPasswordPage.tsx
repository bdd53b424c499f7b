import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { requestPasswordReset } from '../api';
import { AuthShell } from '../components/AuthShell';
import { LOGIN_PATH, SET_PASSWORD_PATH } from '../paths';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../schemas';

export function ForgotPasswordPage() {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: schemaResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerErrors([]);
    try {
      setSentMessage(
        await requestPasswordReset(email, `${window.location.origin}${SET_PASSWORD_PATH}`),
      );
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  });

  return (
    <AuthShell
      metaTitle="Forgot password"
      title="Reset your password"
      intro="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <p>
          Remembered it? <Link to={LOGIN_PATH}>Back to log in</Link>
        </p>
      }
    >
      {sentMessage ? (
        <FormAlert tone="success" title="Check your inbox" messages={[sentMessage]} />
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormAlert messages={serverErrors} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" block loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
