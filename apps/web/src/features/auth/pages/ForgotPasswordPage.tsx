import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmailField } from '../../../components/forms/EmailField';
import { Form } from '../../../components/forms/Form';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { requestPasswordReset } from '../api';
import { AuthShell } from '../components/AuthShell';
import { LOGIN_PATH, SET_PASSWORD_PATH } from '../paths';
import { forgotPasswordFormSchema } from '../schemas';

export function ForgotPasswordPage() {
  const { serverErrors, submitting } = useServerErrors();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordFormSchema);

  const onSubmit = handleSubmit(
    submitting(async ({ email }) => {
      setSentMessage(
        await requestPasswordReset(email, `${window.location.origin}${SET_PASSWORD_PATH}`),
      );
    }),
  );

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
        <Form serverErrors={serverErrors} onSubmit={onSubmit}>
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button type="submit" block loading={isSubmitting}>
            Send reset link
          </Button>
        </Form>
      )}
    </AuthShell>
  );
}
