import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, signUpRequestSchema, type SignUpRequest } from '@kaizen/contracts';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { NameField, PhoneField } from '../../../components/FilteredFields';
import { TextField } from '../../../components/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import AlreadySignedIn from '../components/AlreadySignedIn';
import { AuthShell } from '../components/AuthShell';
import { ClinicianRefusedError } from '../clinician';
import { register as registerAccount } from '../login';
import { LOGIN_PATH, REDIRECT_PARAM, withRedirectParam } from '../paths';
import { postLoginPath } from '../post-login';
import { selectUser } from '../slice';
import { useAuthDispatch, useAuthSelector } from '../thunk';

const META_TITLE = 'Create your account';

export function SignUpPage() {
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
  } = useForm<SignUpRequest, unknown, z.output<typeof signUpRequestSchema>>({
    resolver: schemaResolver(signUpRequestSchema),
    mode: 'onTouched',
  });

  if (user)
    return <AlreadySignedIn user={user} redirectPath={redirectPath} metaTitle={META_TITLE} />;

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      const signedUp = await dispatch(registerAccount(values));
      navigate(postLoginPath(signedUp, redirectPath), { replace: true });
    } catch (error) {
      if (!(error instanceof ClinicianRefusedError)) setServerErrors(errorMessagesOf(error));
    }
  });

  return (
    <AuthShell
      metaTitle={META_TITLE}
      metaDescription="Create a Kaizen account to talk to a therapist or psychiatrist and look after your mental health."
      title="Create your account"
      intro="It takes a minute. Your details stay private."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={withRedirectParam(LOGIN_PATH, redirectPath)}>Log in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert messages={serverErrors} />
        <div className="form__row">
          <NameField
            label="First name"
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
          <NameField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </div>
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
        <PhoneField
          label="Mobile number"
          hint="10 digits, starting with 5, 6, 7, 8 or 9."
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <fieldset className="form__checks">
          <legend className="visually-hidden">Consents</legend>
          <CheckboxField
            label="I accept the terms and conditions"
            error={errors.is_tnc_checked?.message}
            {...register('is_tnc_checked')}
          />
          <CheckboxField
            label="I accept the privacy policy"
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
      </form>
    </AuthShell>
  );
}
