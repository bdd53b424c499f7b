import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SESSION_KIND_LABELS, type SessionKind } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon, CalendarIcon } from '../../../components/icons';
import { useProviderSlots } from '../hooks/use-provider-slots';
import { bookingPath } from '../paths';
import { SLOT_DAYS } from '../../../entities/slots/slot-days';
import { TimeZoneNote } from '../../../entities/slots/TimeZoneNote';

/** Days shown before "Show all days": enough to choose from without a long scroll on a phone. */
const FIRST_DAYS = 4;

/** The next 14 days of bookable times, by the visitor's day, for the chosen session kind. */
export function ProfileTimes({
  uuid,
  kinds,
  kind,
  onKindChange,
}: {
  uuid: string;
  kinds: readonly SessionKind[];
  kind: SessionKind | null;
  onKindChange: (kind: SessionKind) => void;
}) {
  const [slots, retry] = useProviderSlots(uuid, kind);
  const [allDays, setAllDays] = useState(false);
  const name = useId();
  if (!kind) return <p className="muted">This expert has no sessions to book at the moment.</p>;
  return (
    <div className="slot-picker">
      {kinds.length > 1 && (
        <fieldset className="kind-switch">
          <legend className="visually-hidden">Session type</legend>
          {kinds.map((option) => (
            <label key={option} className="kind-switch__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === kind}
                onChange={() => onKindChange(option)}
              />
              <span className="pill">{SESSION_KIND_LABELS[option]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <TimeZoneNote />
      <p className="visually-hidden" role="status">
        {slots.status === 'ready' &&
          (slots.days.length > 0
            ? `Open times on ${slots.days.length} ${slots.days.length === 1 ? 'day' : 'days'}.`
            : 'No open times.')}
      </p>
      <div aria-busy={slots.status === 'loading'}>
        {slots.status === 'loading' && (
          <div className="slot-days slot-days--loading" aria-hidden="true">
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--chips" />
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--chips" />
          </div>
        )}
        {slots.status === 'error' && (
          <EmptyState
            icon={<AlertCircleIcon />}
            title="We could not load the times"
            action={
              <Button variant="secondary" onClick={retry} sendsRequest>
                Try again
              </Button>
            }
          >
            {slots.messages[0]}
          </EmptyState>
        )}
        {slots.status === 'ready' && slots.days.length === 0 && (
          <EmptyState icon={<CalendarIcon />} title={`No open times in the next ${SLOT_DAYS} days`}>
            {kinds.length > 1
              ? 'Try another session type, or look at other experts.'
              : 'Please look again in a few days, or look at other experts.'}
          </EmptyState>
        )}
        {slots.status === 'ready' && slots.days.length > 0 && (
          <ol className="slot-days">
            {(allDays ? slots.days : slots.days.slice(0, FIRST_DAYS)).map((day) => (
              <li key={day.date} className="slot-day">
                <h3 className="slot-day__heading" id={`day-${day.date}`}>
                  {day.heading}
                </h3>
                <ul className="slot-day__times" aria-labelledby={`day-${day.date}`}>
                  {day.slots.map((slot) => (
                    <li key={slot.start}>
                      <Link className="slot" to={bookingPath(uuid, kind, slot.start)}>
                        {slot.time}
                        <span className="visually-hidden">
                          , {day.heading}, book {SESSION_KIND_LABELS[kind].toLowerCase()}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {slots.status === 'ready' && slots.days.length > FIRST_DAYS && (
          <button
            type="button"
            className="link-button slot-picker__more"
            aria-expanded={allDays}
            onClick={() => setAllDays((open) => !open)}
          >
            {allDays ? 'Show fewer days' : `Show all ${slots.days.length} days`}
          </button>
        )}
      </div>
    </div>
  );
}
