import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertCircleIcon } from '../icons';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={error ? 'check check--invalid' : 'check'}>
      <input
        id={inputId}
        type="checkbox"
        className="check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label htmlFor={inputId} className="check__label">
        {label}
      </label>
      {error && (
        <p id={errorId} className="field__error check__error">
          <AlertCircleIcon width={16} height={16} />
          {error}
        </p>
      )}
    </div>
  );
}
