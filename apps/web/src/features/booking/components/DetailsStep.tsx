import { useEffect, useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { emailSchema, type Clinic, type SessionKind } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { EmailField } from '../../../components/forms/EmailField';
import { Form } from '../../../components/forms/Form';
import { AlertCircleIcon, MapPinIcon } from '../../../components/icons';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';

/** A refusal of the API that belongs to a field of this step (shown at the field). */
export interface DetailsFieldError {
  field: 'clinic' | 'partner_email';
  message: string;
}

const CLINIC_MISSING = 'Choose a clinic.';
const partnerSchema = z.object({ partner_email: emailSchema });

/** Step 2: the clinic of an in-person session, or the partner of a couple session. */
export function DetailsStep({
  kind,
  clinics,
  clinicId,
  partnerEmail,
  fieldError,
  onClinicChange,
  onContinue,
}: {
  kind: SessionKind;
  clinics: readonly Clinic[];
  clinicId: number | null;
  partnerEmail: string | null;
  fieldError: DetailsFieldError | null;
  onClinicChange: (clinicId: number) => void;
  onContinue: (details: { partnerEmail: string | null }) => void;
}) {
  const form = useSchemaForm(partnerSchema, { partner_email: partnerEmail ?? '' });
  const [clinicError, setClinicError] = useState<string | null>(null);
  const clinicName = useId();
  const { setError } = form;

  useEffect(() => {
    if (fieldError?.field === 'partner_email') {
      setError('partner_email', { message: fieldError.message }, { shouldFocus: true });
    }
    if (fieldError?.field === 'clinic') setClinicError(fieldError.message);
  }, [fieldError, setError]);

  const continueOffline = (event: FormEvent) => {
    event.preventDefault();
    if (clinicId === null) setClinicError(CLINIC_MISSING);
    else onContinue({ partnerEmail: null });
  };
  const continueCouple = form.handleSubmit((values) =>
    onContinue({ partnerEmail: values.partner_email }),
  );

  return (
    <Form
      serverErrors={[]}
      className="form booking-step"
      onSubmit={kind === 'offline' ? continueOffline : continueCouple}
    >
      {kind === 'offline' && (
        <fieldset
          className={`clinic-choice${clinicError ? ' clinic-choice--invalid' : ''}`}
          aria-describedby={clinicError ? `${clinicName}-error` : undefined}
        >
          <legend className="booking-step__label">Where would you like to meet?</legend>
          {clinics.map((clinic) => (
            <label key={clinic.id} className="clinic-choice__option">
              <input
                type="radio"
                name={clinicName}
                value={clinic.id}
                checked={clinic.id === clinicId}
                onChange={() => {
                  setClinicError(null);
                  onClinicChange(clinic.id);
                }}
              />
              <span className="clinic-choice__card">
                <MapPinIcon className="clinic-choice__icon" />
                <span>
                  <span className="clinic-choice__name">{clinic.centre_name}</span>
                  <span className="clinic-choice__address">{clinic.address}</span>
                </span>
              </span>
            </label>
          ))}
          {clinicError && (
            <p className="field__error" id={`${clinicName}-error`}>
              <AlertCircleIcon width={16} height={16} />
              {clinicError}
            </p>
          )}
        </fieldset>
      )}
      {kind === 'couple' && (
        <>
          <p className="booking-step__label">Who is joining you?</p>
          <EmailField
            label="Your partner's email"
            hint="We will invite them to the session. They can see it once they sign in with this email."
            error={form.formState.errors.partner_email?.message}
            // A refusal clears as the person types: cleared on blur instead, it would move the
            // button away between the press and the release of the click that blurs the field.
            {...form.register('partner_email', {
              onChange: () => form.clearErrors('partner_email'),
            })}
          />
        </>
      )}
      <div className="booking-step__actions">
        <Button type="submit">Continue</Button>
      </div>
    </Form>
  );
}
