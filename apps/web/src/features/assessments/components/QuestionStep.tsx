import type { InstrumentItem } from '@kaizen/contracts';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { AlertCircleIcon } from '../../../components/icons';

/**
 * One question on its own screen: native radios (arrow keys move within the group, Space picks),
 * the question as the focused heading so each new screen is announced.
 */
export function QuestionStep({
  item,
  stem,
  value,
  error,
  onChange,
  onNext,
  onBack,
  last,
  submitting,
}: {
  item: InstrumentItem;
  stem: string;
  value: number | undefined;
  error: string | null;
  onChange: (value: number) => void;
  onNext: () => void;
  onBack: (() => void) | null;
  last: boolean;
  submitting: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [item.id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const describedBy = [item.hint ? 'question-hint' : '', error ? 'question-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="card question" onSubmit={submit} noValidate>
      <fieldset className="question__fieldset" aria-describedby={describedBy || undefined}>
        <legend className="question__legend">
          <span className="question__stem">{stem}</span>
          <h1 ref={headingRef} tabIndex={-1} className="question__text">
            {item.text}
          </h1>
        </legend>
        {item.hint && (
          <p id="question-hint" className="question__hint">
            {item.hint}
          </p>
        )}
        <div className="choices choices--cards question__options">
          {item.options.map((option) => (
            <label key={option.value} className="choice choice--cards">
              <input
                className="choice__input"
                type="radio"
                name={item.id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span className="choice__box">
                <span className="choice__label">{option.label}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="question-error" className="field__error" role="alert">
          <AlertCircleIcon width={16} height={16} /> {error}
        </p>
      )}
      <div className="question__actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {last ? 'See my result' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
