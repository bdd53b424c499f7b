import { GENDERS, isoDateOf, PERSON_GENDER_LABELS, type Gender } from '@kaizen/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { NameFields } from '../../../components/forms/NameFields';
import { SelectField } from '../../../components/forms/SelectField';
import { TextField } from '../../../components/forms/TextField';

interface Identity {
  firstname: string;
  lastname: string;
  date_of_birth: string;
  gender?: Gender;
}

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: PERSON_GENDER_LABELS[value] }));

/** Name, date of birth and gender: the registration form and a new member ask the same. */
export function IdentityFields<T extends Identity>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<Identity>;
}) {
  // register's field names are typed by T; these exist in every T (see the constraint).
  const field = register as unknown as UseFormRegister<Identity>;
  return (
    <>
      <NameFields register={field} errors={errors} />
      <div className="form__row">
        <TextField
          label="Date of birth"
          type="date"
          max={isoDateOf(new Date())}
          error={errors.date_of_birth?.message}
          {...field('date_of_birth')}
        />
        <SelectField
          label="Gender"
          placeholder="Choose…"
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...field('gender')}
        />
      </div>
    </>
  );
}
