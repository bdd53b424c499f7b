import { useId } from 'react';

const RATINGS = [1, 2, 3, 4, 5] as const;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * 1 to 5 stars as a radio group: arrow keys move between stars, each star is named
 * ("4 stars, Very good"), and the choice is kept by the native radios.
 */
export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="stars" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">How was your session?</legend>
      <div className="stars__row">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={value !== null && rating <= value ? 'star star--on' : 'star'}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8Z" />
            </svg>
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}, {WORDS[rating]}
            </span>
          </label>
        ))}
        <span className="stars__word" aria-hidden="true">
          {value ? WORDS[value] : ''}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
