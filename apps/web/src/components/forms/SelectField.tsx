import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { AlertCircleIcon } from '../icons';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose..."), when nothing is chosen yet. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is tied to it, styled like TextField. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  id,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={selectId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <select
          id={selectId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          <AlertCircleIcon width={16} height={16} />
          {error}
        </p>
      )}
    </div>
  );
}
