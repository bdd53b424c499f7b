import { useId } from 'react';

/** An optional multi-line text with its label and a visible character limit. */
export function NoteField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label} <span className="field__optional">(optional)</span>
      </label>
      <div className="field__control">
        <textarea
          id={id}
          className="field__input note-field"
          rows={3}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={`${id}-count`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-count`} className="field__hint">
        {value.length} of {maxLength} characters
      </p>
    </div>
  );
}
