import { CLINICIAN_APP_BASE, SESSION_KIND_LABELS, type ClinicianBooking } from '@kaizen/contracts';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { timeOf } from '../app/format';
import { messageOf } from '../app/use-resource';
import { CancelSession } from './CancelSession';
import { JoinSession } from './JoinSession';
import { markSession } from './sessions-api';

const STATUS_LABELS: Partial<Record<ClinicianBooking['status'], string>> = {
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** One session: when, what kind, who (first name only), where; marks for a started session. */
export function SessionCard({
  session,
  now,
  onChanged,
}: {
  session: ClinicianBooking;
  now: number;
  onChanged: (session: ClinicianBooking) => void;
}) {
  const [busy, setBusy] = useState<'complete' | 'no_show' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = Date.parse(session.starts_at) <= now;
  const markable = started && session.status === 'confirmed';
  const label = `${SESSION_KIND_LABELS[session.kind]} with ${session.patient.firstname}`;

  const mark = async (kind: 'complete' | 'no_show') => {
    setBusy(kind);
    setError(null);
    try {
      onChanged(await markSession(session.id, kind));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className="cw-session" aria-label={`${timeOf(session.starts_at)} ${label}`}>
      <div className="cw-session__time">
        <span className="cw-session__start">{timeOf(session.starts_at)}</span>
        <span className="cw-muted">–{timeOf(session.ends_at)}</span>
      </div>
      <div className="cw-session__body">
        <p className="cw-session__title">
          {SESSION_KIND_LABELS[session.kind]} with{' '}
          <Link to={`${CLINICIAN_APP_BASE}/patients/${session.patient.uuid}`}>
            {session.patient.firstname}
          </Link>
        </p>
        <p className="cw-session__meta">
          {session.clinic ? session.clinic.centre_name : 'Video'}
          {STATUS_LABELS[session.status] && (
            <span className={`cw-badge cw-badge--${session.status}`}>
              {STATUS_LABELS[session.status]}
            </span>
          )}
        </p>
        {error && (
          <p className="cw-session__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="cw-session__actions">
        <JoinSession session={session} label={label} now={now} />
        {session.status === 'confirmed' && !started && (
          <CancelSession session={session} label={label} onCancelled={onChanged} />
        )}
        {markable && (
          <>
            <Button
              className="btn--small"
              loading={busy === 'complete'}
              disabled={busy !== null}
              aria-label={`Mark ${label} completed`}
              onClick={() => void mark('complete')}
            >
              Completed
            </Button>
            <Button
              variant="secondary"
              className="btn--small"
              loading={busy === 'no_show'}
              disabled={busy !== null}
              aria-label={`Mark ${label} no-show`}
              onClick={() => void mark('no_show')}
            >
              No-show
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
