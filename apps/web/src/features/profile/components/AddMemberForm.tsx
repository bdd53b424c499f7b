import {
  addMemberRequestSchema,
  PROFILE_RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  type Profile,
} from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { SelectField } from '../../../components/forms/SelectField';
import { useSchemaForm } from '../../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { addMember } from '../profiles-api';
import { IdentityFields } from './IdentityFields';

const RELATIONSHIP_OPTIONS = PROFILE_RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** Add someone the account holder cares for (a child, a parent) as a member of the account. */
export function AddMemberForm({
  onAdded,
  onCancel,
}: {
  onAdded: (profile: Profile) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    placeServerError,
  } = useSchemaForm(addMemberRequestSchema);
  const { serverErrors, submitting } = useServerErrors(undefined, placeServerError);
  const onSubmit = handleSubmit(
    submitting(async (values) => {
      onAdded(await addMember(values));
    }),
  );
  return (
    <Form serverErrors={serverErrors} onSubmit={onSubmit} aria-label="Add a member">
      <IdentityFields register={register} errors={errors} />
      <SelectField
        label="They are your"
        placeholder="Choose…"
        options={RELATIONSHIP_OPTIONS}
        error={errors.relationship?.message}
        {...register('relationship')}
      />
      <div className="form__actions">
        <Button type="submit" loading={isSubmitting}>
          Add member
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
