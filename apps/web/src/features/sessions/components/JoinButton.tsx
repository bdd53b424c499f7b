import { useState } from 'react';
import { joinWindow, type Booking } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { relativeDateTime } from '../../../lib/dates';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { helperToast } from '../../../lib/toast';
import { joinSession, MediaPermissionRefusedError } from '../join-session';

/** SPEC §4 join: enabled inside the join window, otherwise it says when it opens. */
export function JoinButton({
  booking,
  now,
}: {
  booking: Pick<Booking, 'id' | 'starts_at' | 'ends_at'>;
  now: Date;
}) {
  const [joining, setJoining] = useState(false);
  // A refused camera or microphone needs the person to act in their settings: it stays on screen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const joinState = joinWindow(booking, now);
  const hintId = `join-hint-${booking.id}`;

  const join = () => {
    setJoining(true);
    setRefusal(null);
    // On success the browser leaves this page; the button stays busy until it does.
    joinSession(booking.id).catch((error: unknown) => {
      setJoining(false);
      if (error instanceof MediaPermissionRefusedError) setRefusal(error.message);
      else helperToast.error(errorMessagesOf(error)[0] ?? 'We could not open the session.');
    });
  };

  return (
    <div className="join">
      <Button
        onClick={join}
        loading={joining}
        disabled={joinState.state !== 'open'}
        aria-describedby={joinState.state === 'open' ? undefined : hintId}
      >
        Join session
      </Button>
      {joinState.state !== 'open' && (
        <p id={hintId} className="join__hint">
          {joinState.state === 'before'
            ? `Opens ${relativeDateTime(joinState.opensAt, now)}`
            : 'This session has ended.'}
        </p>
      )}
      {refusal && (
        <p role="alert" className="join__error">
          {refusal}
        </p>
      )}
    </div>
  );
}
