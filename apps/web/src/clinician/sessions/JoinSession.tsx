import {
  CLINICIAN_APP_BASE,
  joinWindow,
  sessionJoinUrl,
  type ClinicianBooking,
} from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { messageOf } from '../app/use-resource';
import { fetchClinicianJoin } from './sessions-api';

/**
 * Join for a video session, shown only inside the join window (the patient side's SPEC §4 rule:
 * from 10 minutes before the start to the end). The clinician's own token leads to the same
 * room as the patient's; the session host sends them back to the workspace afterwards.
 */
export function JoinSession({
  session,
  label,
  now,
}: {
  session: ClinicianBooking;
  label: string;
  now: number;
}) {
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.clinic || session.status !== 'confirmed') return null;
  if (joinWindow(session, new Date(now)).state !== 'open') return null;

  const join = async () => {
    setJoining(true);
    setError(null);
    try {
      const details = await fetchClinicianJoin(session.id);
      // On success the browser leaves for the session host; the button stays busy until then.
      window.location.assign(
        sessionJoinUrl(details, {
          redirectUrl: `${window.location.origin}${CLINICIAN_APP_BASE}/`,
          platform: 'website',
        }),
      );
    } catch (failure) {
      setError(messageOf(failure));
      setJoining(false);
    }
  };

  return (
    <>
      <Button
        className="btn--small"
        loading={joining}
        aria-label={`Join ${label}`}
        onClick={() => void join()}
      >
        Join
      </Button>
      {error && (
        <p className="cw-session__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
