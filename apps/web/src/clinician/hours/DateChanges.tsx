import {
  SESSION_KIND_LABELS,
  type ClinicianHours,
  type DateExceptionBody,
  type SessionKind,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { dayHeading } from '../app/format';
import { messageOf } from '../app/use-resource';
import { addException, removeException } from './hours-api';

type Kind = SessionKind | 'all';

/** Leave and extra hours on single dates, on top of the weekly hours. */
export function DateChanges({
  hours,
  onSaved,
}: {
  hours: ClinicianHours;
  onSaved: (hours: ClinicianHours) => void;
}) {
  const [date, setDate] = useState('');
  const [type, setType] = useState<'leave' | 'extra'>('leave');
  const [kind, setKind] = useState<Kind>('all');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<ClinicianHours>) => {
    setBusy(true);
    setErrors([]);
    try {
      onSaved(await work());
      return true;
    } catch (error) {
      setErrors([messageOf(error)]);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setErrors(['Choose a date.']);
    const forKind = kind === 'all' ? null : kind;
    const body: DateExceptionBody =
      type === 'leave' ? { type, date, kind: forKind } : { type, date, kind: forKind, start, end };
    if (await run(() => addException(body))) setDate('');
  };

  return (
    <section className="card cw-card" aria-labelledby="changes-title">
      <h2 id="changes-title" className="cw-card__title">
        Leave and extra hours
      </h2>
      {hours.exceptions.length === 0 ? (
        <p className="cw-muted">No date changes ahead.</p>
      ) : (
        <ul className="cw-changes">
          {hours.exceptions.map((exception) => {
            const what =
              exception.type === 'leave'
                ? 'Leave'
                : `Extra hours ${exception.start ?? ''}–${exception.end ?? ''}`;
            const forWhat = exception.kind ? SESSION_KIND_LABELS[exception.kind] : 'All kinds';
            return (
              <li key={exception.id} className="cw-changes__item">
                <span>
                  <strong>{dayHeading(exception.date)}</strong> · {what} · {forWhat}
                </span>
                <Button
                  variant="ghost"
                  className="btn--small"
                  aria-label={`Remove ${what} on ${dayHeading(exception.date)}`}
                  onClick={() => void run(() => removeException(exception.id))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="cw-form-row" onSubmit={(event) => void submit(event)} noValidate>
        <label className="cw-inline-field">
          <span>Date</span>
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label className="cw-inline-field">
          <span>Change</span>
          <select
            value={type}
            onChange={(event) => setType(event.target.value as 'leave' | 'extra')}
          >
            <option value="leave">Leave (no hours)</option>
            <option value="extra">Extra hours</option>
          </select>
        </label>
        <label className="cw-inline-field">
          <span>For</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
            <option value="all">All kinds</option>
            {hours.kinds.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {SESSION_KIND_LABELS[entry.kind]}
              </option>
            ))}
          </select>
        </label>
        {type === 'extra' && (
          <>
            <label className="cw-inline-field">
              <span>From</span>
              <input type="time" value={start} onChange={(event) => setStart(event.target.value)} />
            </label>
            <label className="cw-inline-field">
              <span>Until</span>
              <input type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
            </label>
          </>
        )}
        <Button type="submit" variant="secondary" loading={busy}>
          Add date change
        </Button>
      </form>
      <FormAlert messages={errors} />
    </section>
  );
}
