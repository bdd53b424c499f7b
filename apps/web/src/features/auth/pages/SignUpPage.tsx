import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, signUpRequestSchema, type SignUpStarted } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/forms/CheckboxField';
import { Form } from '../../../components/forms/Form';
import { PasswordField } from '../../../components/forms/PasswordField';
import { PersonDetailsFields } from '../../../components/forms/PersonDetailsFields';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import AlreadySignedIn from '../components/AlreadySignedIn';
import { AuthShell } from '../components/AuthShell';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { CodeStep } from '../components/CodeStep';
import { loadAuthRuntime } from '../load-runtime';
import { completeSignUp } from '../login';
import { LOGIN_PATH, PRIVACY_PATH, TERMS_PATH, withRedirectParam } from '../paths';
import { useAccountEntry } from '../use-account-entry';

const META_TITLE = 'Create your account';
const resendSignUpCode = async (verificationId: string) =>
  (await loadAuthRuntime()).resendSignUpCode(verificationId);

/** Opens the document in a new tab, so what was typed in the form stays where it is. */
function DocumentLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}

const META_DESCRIPTION =
  'Create a Kaizen account to talk to a therapist or psychiatrist and look after your mental health.';

/**
 * Sign-up in two steps (issue 8 case 4): the details, then the 6-digit code emailed to the
 * address. The details form stays mounted behind the code step, so "Use a different email"
 * brings back what was typed.
 */
export function SignUpPage() {
  const { redirectPath, user } = useAccountEntry();
  const [started, setStarted] = useState<SignUpStarted>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    placeServerError,
  } = useSchemaForm(signUpRequestSchema);
  const { serverErrors, submitting } = useServerErrors(undefined, placeServerError);

  if (user)
    return <AlreadySignedIn user={user} redirectPath={redirectPath} metaTitle={META_TITLE} />;

  if (started)
    return (
      <AuthShell metaTitle={META_TITLE} metaDescription={META_DESCRIPTION} title="Check your email">
        <CodeStep
          started={started}
          purpose="Enter it to create your account."
          formLabel="Confirm your email"
          submitLabel="Confirm and create account"
          hint="It expires in 10 minutes. Check your spam folder if it is not in your inbox."
          restartLabel="Use a different email"
          redeem={completeSignUp}
          resend={resendSignUpCode}
          onRestart={() => setStarted(undefined)}
        />
      </AuthShell>
    );

  const onSubmit = handleSubmit(
    submitting(async (values) => setStarted(await (await loadAuthRuntime()).startSignUp(values))),
  );

  return (
    <AuthShell
      metaTitle={META_TITLE}
      metaDescription={META_DESCRIPTION}
      title="Create your account"
      intro="It takes a minute. Your details stay private."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={withRedirectParam(LOGIN_PATH, redirectPath)}>Log in</Link>
        </p>
      }
    >
      <Form serverErrors={serverErrors} onSubmit={onSubmit}>
        <PersonDetailsFields
          register={register}
          errors={errors}
          mobileHint="10 digits, starting with 5, 6, 7, 8 or 9."
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          // The error says the same as the hint: show one of them, never both.
          hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <fieldset className="form__checks">
          <legend className="visually-hidden">Consents</legend>
          <CheckboxField
            label={
              <>
                I accept the <DocumentLink to={TERMS_PATH}>terms and conditions</DocumentLink>
              </>
            }
            error={errors.is_tnc_checked?.message}
            {...register('is_tnc_checked')}
          />
          <CheckboxField
            label={
              <>
                I accept the <DocumentLink to={PRIVACY_PATH}>privacy policy</DocumentLink>
              </>
            }
            error={errors.is_privacy_policy_checked?.message}
            {...register('is_privacy_policy_checked')}
          />
          <CheckboxField
            label="I am 18 years of age or older"
            error={errors.is_eighteen_plus_checked?.message}
            {...register('is_eighteen_plus_checked')}
          />
        </fieldset>
        <Button type="submit" block loading={isSubmitting}>
          Create account
        </Button>
      </Form>
      <GoogleSignIn context="signup" />
    </AuthShell>
  );
}
