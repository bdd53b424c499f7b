import { registrationFormRequestSchema, type RegistrationForm } from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { LoadError } from '../../../components/LoadError';
import { FullScreenLoader } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { helperToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { fetchRegistrationForm, saveRegistrationForm } from '../profiles-api';
import { IdentityFields } from '../components/IdentityFields';

/** Only a path inside the app is followed after the form (never another site). */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('registration-form')
    ? value
    : '/';

/**
 * SPEC §2 /registration-form: a person whose account someone else created (a partner, an
 * organisation) completes who they are, then continues to the redirectPath or home.
 */
export function RegistrationFormPage({ onSaved }: { onSaved?: (form: RegistrationForm) => void }) {
  useDocumentMeta({ title: 'Complete your registration' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeRedirect(params.get('redirectPath'));
  const [form, setForm] = useState<RegistrationForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    fetchRegistrationForm().then(
      (answer) => current && setForm(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <LoadError
        title="We could not load your registration details"
        messages={['Please check your connection and try again.']}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (!form) return <FullScreenLoader />;
  return (
    <div className="page registration-form">
      <header className="page__header">
        <h1 className="page__title">
          {form.completed ? 'Your registration details' : 'Complete your registration'}
        </h1>
        <p className="muted">
          Your care team sees these details, so that your sessions and assessments fit you.
        </p>
      </header>
      <section className="card">
        <RegistrationFields
          form={form}
          onSaved={(saved) => {
            onSaved?.(saved);
            helperToast.success('Your registration is complete.');
            void navigate(next, { replace: true });
          }}
        />
      </section>
    </div>
  );
}

function RegistrationFields({
  form,
  onSaved,
}: {
  form: RegistrationForm;
  onSaved: (form: RegistrationForm) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    placeServerError,
  } = useSchemaForm(registrationFormRequestSchema, {
    firstname: form.firstname,
    lastname: form.lastname,
    date_of_birth: form.date_of_birth ?? '',
    ...(form.gender ? { gender: form.gender } : {}),
  });
  const { serverErrors, submitting } = useServerErrors(undefined, placeServerError);
  const onSubmit = handleSubmit(
    submitting(async (values) => {
      onSaved(await saveRegistrationForm(values));
    }),
  );
  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Registration form">
      <IdentityFields register={register} errors={errors} />
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Save and continue
        </Button>
      </div>
    </Form>
  );
}
