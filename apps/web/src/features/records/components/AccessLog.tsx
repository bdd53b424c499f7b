import { useEffect, useState } from 'react';
import { auditActionLabel, auditResourceLabel, type AccessLogEntry } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { fetchAccessLog } from '../api';
import { formatMoment } from '../../../components/RequestView';

const who = (entry: AccessLogEntry) => {
  switch (entry.actor.kind) {
    case 'you':
      return 'You';
    case 'clinician':
      return entry.actor.name ?? 'A clinician';
    case 'staff':
      return entry.actor.name ? `${entry.actor.name} (Kaizen staff)` : 'Kaizen staff';
    default:
      return 'Kaizen (automatic)';
  }
};

/** Who read or changed the record, newest first, 50 at a time; the person's own reads on request. */
export function AccessLog() {
  const [scope, setScope] = useState<'others' | 'all'>('others');
  const [entries, setEntries] = useState<AccessLogEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setErrors([]);
    fetchAccessLog({ who: scope }, controller.signal).then(
      (page) => {
        setEntries(page.data);
        setNext(page.next_before);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setErrors(errorMessagesOf(error));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [scope]);

  const more = async () => {
    if (next === null) return;
    setLoading(true);
    try {
      const page = await fetchAccessLog({ who: scope, before: next });
      setEntries((current) => [...current, ...page.data]);
      setNext(page.next_before);
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="card" aria-labelledby="access-heading">
      <h2 id="access-heading" className="card__title">
        Who accessed your record
      </h2>
      <p className="muted">
        Every time someone opens or changes your health record, it is written down here.
      </p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Show</legend>
        {(
          [
            ['others', 'Other people'],
            ['all', 'Everyone, including you'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name="access-scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <FormAlert messages={errors} />
      {entries.length === 0 && !loading && errors.length === 0 ? (
        <p className="muted">
          Nobody {scope === 'others' ? 'else ' : ''}has accessed your record yet.
        </p>
      ) : (
        <ol className="access-log" aria-busy={loading || undefined}>
          {entries.map((entry) => (
            <li key={entry.id} className="access-log__entry">
              <p>
                <strong>{who(entry)}</strong> · {auditActionLabel(entry.action).toLowerCase()}{' '}
                {auditResourceLabel(entry.resource).toLowerCase()}
              </p>
              <p className="muted small">
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                {entry.ip && <> · from {entry.ip}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {loading && (
        <div className="records-loading" role="status">
          <Spinner size="sm" /> <span>Loading…</span>
        </div>
      )}
      {next !== null && !loading && (
        <Button variant="secondary" onClick={() => void more()}>
          Show older
        </Button>
      )}
    </section>
  );
}
