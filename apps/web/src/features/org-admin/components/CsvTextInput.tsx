import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * Rows typed or pasted, or read from an uploaded CSV file into the same box (the console's
 * invitations and CRN register): the person sees what will be sent before sending it.
 */
export function CsvTextInput({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  onChange: (text: string) => void;
}) {
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
  };
  return (
    <>
      <div className="field">
        <label htmlFor={textId} className="field__label">
          {label}
        </label>
        <p id={hintId} className="field__hint">
          {hint}
        </p>
        <div className="field__control">
          <textarea
            id={textId}
            className="field__input note-field"
            rows={5}
            value={value}
            aria-describedby={hintId}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          Or upload a CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readFile(event)}
        />
      </div>
    </>
  );
}
