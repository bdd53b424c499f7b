import { useId } from 'react';
import {
  formatPrice,
  SESSION_KIND_LABELS,
  type ProviderSessionKind,
  type SessionKind,
} from '@kaizen/contracts';

/** The session kinds this expert offers, each with its duration and price. */
export function KindChoice({
  kinds,
  kind,
  onChange,
}: {
  kinds: readonly ProviderSessionKind[];
  kind: SessionKind;
  onChange: (kind: SessionKind) => void;
}) {
  const name = useId();
  return (
    <fieldset className="kind-choice">
      <legend className="booking-step__label">Type of session</legend>
      <div className="kind-choice__options">
        {kinds.map((option) => (
          <label key={option.kind} className="kind-choice__option">
            <input
              type="radio"
              name={name}
              value={option.kind}
              checked={option.kind === kind}
              onChange={() => onChange(option.kind)}
            />
            <span className="kind-choice__card">
              <span className="kind-choice__name">{SESSION_KIND_LABELS[option.kind]}</span>
              <span className="kind-choice__meta">
                {option.duration_minutes} min ·{' '}
                {option.price === 0 ? 'Free' : formatPrice(option.price)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
