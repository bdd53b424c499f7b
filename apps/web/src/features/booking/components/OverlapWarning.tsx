import type { ChangeEvent } from 'react';
import { SESSION_KIND_LABELS, type OverlappingSession } from '@kaizen/contracts';
import { CheckboxField } from '../../../components/forms/CheckboxField';
import { AlertCircleIcon } from '../../../components/icons';
import { sessionWhen } from './BookingFacts';

/**
 * The person's own sessions this one overlaps (the server's list), and their choice: book both
 * on purpose, or go back and pick another time.
 */
export function OverlapWarning({
  sessions,
  bookBoth,
  onBookBothChange,
  error,
  onPickAnother,
}: {
  sessions: OverlappingSession[];
  bookBoth: boolean;
  onBookBothChange: (value: boolean) => void;
  error: string | null;
  onPickAnother: () => void;
}) {
  return (
    <section className="booking-overlap" aria-labelledby="overlap-heading">
      <h2 id="overlap-heading" className="booking-overlap__title">
        <AlertCircleIcon width={18} height={18} /> You already have a session at this time
      </h2>
      <ul className="booking-overlap__list">
        {sessions.map((session) => (
          <li key={session.id}>
            {SESSION_KIND_LABELS[session.kind]} with {session.provider.firstname}{' '}
            {session.provider.lastname}, {sessionWhen(session.starts_at)}
            {session.clinic && ` at ${session.clinic.centre_name}`}
          </li>
        ))}
      </ul>
      <CheckboxField
        id="book-both"
        label="I still want to book this session as well"
        checked={bookBoth}
        error={error ?? undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onBookBothChange(event.target.checked)}
      />
      <button type="button" className="link-button" onClick={onPickAnother}>
        Pick another time instead
      </button>
    </section>
  );
}
