import type { ClinicianBooking } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { messageOf } from '../app/use-resource';
import { cancelSession } from './sessions-api';

/** Cancel by the clinician: a reason is required; the patient is refunded and emailed. */
export function CancelSession({
  session,
  label,
  onCancelled,
}: {
  session: ClinicianBooking;
  label: string;
  onCancelled: (session: ClinicianBooking) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button
        variant="ghost"
        className="btn--small"
        aria-label={`Cancel ${label}`}
        onClick={() => setOpen(true)}
      >
        Cancel…
      </Button>
    );
  }
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await cancelSession(session.id, reason));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <div className="cw-cancel">
      <label className="cw-inline-field">
        <span>Reason (the patient sees it; they are refunded in full)</span>
        <textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      {error && <p role="alert">{error}</p>}
      <div className="cw-session__actions">
        <Button
          variant="danger"
          className="btn--small"
          loading={busy}
          onClick={() => void submit()}
        >
          Cancel session
        </Button>
        <Button variant="ghost" className="btn--small" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
