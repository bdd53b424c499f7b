import { confirmMobileRequestSchema, type PendingChanges } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { MailIcon } from '../../../components/icons';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { confirmMobileChange } from '../api';

/**
 * What waits for confirmation: a new email (check your inbox) and a new mobile (type the code
 * sent by SMS). The account keeps its current values until then.
 */
export function PendingChangesCard({
  pending,
  current,
  onMobileConfirmed,
}: {
  pending: PendingChanges;
  current: { email: string; mobile: string | null };
  onMobileConfirmed: (mobile: string, message: string) => void;
}) {
  if (!pending.email && !pending.mobile) return null;
  return (
    <section className="card pending-changes" aria-labelledby="pending-heading">
      <h2 id="pending-heading" className="card__title">
        <MailIcon /> Waiting for confirmation
      </h2>
      {pending.email && (
        <div role="status" className="pending-changes__item">
          <p className="pending-changes__title">Check your inbox</p>
          <p>
            We sent a link to <strong>{pending.email}</strong>. Open it to make it your email
            address; until then you keep signing in with {current.email}.
          </p>
        </div>
      )}
      {pending.mobile && (
        <MobileCodeForm
          mobile={pending.mobile}
          current={current.mobile}
          onConfirmed={onMobileConfirmed}
        />
      )}
    </section>
  );
}

const maskedMobile = (mobile: string) =>
  `${'•'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

function MobileCodeForm({
  mobile,
  current,
  onConfirmed,
}: {
  mobile: string;
  current: string | null;
  onConfirmed: (mobile: string, message: string) => void;
}) {
  const { serverErrors, submitting } = useServerErrors();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(confirmMobileRequestSchema, { code: '' });
  const onSubmit = handleSubmit(
    submitting(async ({ code }) => onConfirmed(mobile, await confirmMobileChange(code))),
  );
  return (
    <Form
      serverErrors={serverErrors}
      onSubmit={onSubmit}
      aria-label={current ? 'Confirm your new mobile number' : 'Confirm your mobile number'}
      className="form pending-changes__item"
    >
      {current ? (
        <p>
          We sent a 6-digit code by SMS to <strong>+91 {mobile}</strong>. Until you enter it, your
          number stays +91 {current}.
        </p>
      ) : (
        // The number given at sign-up: masked, as it is not proved to be this person's yet.
        <p>
          Confirm your mobile number: enter the code we sent to{' '}
          <strong>{maskedMobile(mobile)}</strong>.
        </p>
      )}
      <TextField
        label="Code from the SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Confirm number
        </Button>
      </div>
    </Form>
  );
}
