import {
  contactBodySchema,
  RELATIONSHIPS,
  type Contact,
  type ContactBody,
} from '@kaizen/contracts';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { EmailField } from '../../../components/forms/EmailField';
import { PhoneField } from '../../../components/forms/FilteredFields';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';

/** Name, relationship, mobile number and an optional email, checked by the shared schema. */
export function ContactForm({
  label,
  contact,
  onSave,
  onCancel,
}: {
  label: string;
  contact: Contact | null;
  onSave: (body: ContactBody) => Promise<void>;
  onCancel: () => void;
}) {
  const relationshipId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    placeServerError,
  } = useSchemaForm(contactBodySchema, {
    name: contact?.name ?? '',
    relationship: contact?.relationship ?? 'Parent',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
  });
  const { serverErrors, submitting } = useServerErrors(undefined, placeServerError);
  const onSubmit = handleSubmit(submitting((values) => onSave(values)));
  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label={label}>
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="field">
        <label htmlFor={relationshipId} className="field__label">
          Relationship to you
        </label>
        <div className="field__control">
          <select id={relationshipId} className="field__input" {...register('relationship')}>
            {RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {relationship}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PhoneField label="Mobile number" error={errors.phone?.message} {...register('phone')} />
      <EmailField
        label="Email (optional)"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Save contact
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
