import { useState } from 'react';
import type { Booking, SessionKind } from '@kaizen/contracts';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CalendarIcon } from '../../../components/icons';
import { bookingChanged, type SessionsState } from '../slice';
import { useSessionsDispatch } from '../hooks/store-hooks';
import { useNow } from '../../../lib/hooks/use-now';
import { CancelDialog } from './CancelDialog';
import { CancelledSessions } from './CancelledSessions';
import { InPersonDetails } from './InPersonDetails';
import { JoinButton } from './JoinButton';
import { RescheduleDialog } from './RescheduleDialog';
import { SessionsError } from './SessionsError';
import { SessionsSkeleton } from './SessionsSkeleton';
import { SessionSummary } from './SessionSummary';
import { SuggestedSessions } from './SuggestedSessions';

interface UpcomingSessionsLinks {
  findExpert: string;
  booking: (uuid: string, kind: SessionKind, start: string) => string;
  /** The expert's profile, to book again after they cancelled. */
  expert: (uuid: string) => string;
}

type OpenDialog = { action: 'reschedule' | 'cancel'; booking: Booking } | null;

/** SPEC §2 home: upcoming sessions with join, reschedule and cancel, then suggestions. */
export function UpcomingSessionsCard({
  sessions,
  onRetry,
  links,
  onCancelled,
}: {
  sessions: SessionsState;
  onRetry: () => void;
  links: UpcomingSessionsLinks;
  /** After a cancellation: the care team may have lost the expert (its last session). */
  onCancelled?: (booking: Booking) => void;
}) {
  const dispatch = useSessionsDispatch();
  const now = useNow();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const changed = (booking: Booking) => {
    dispatch(bookingChanged(booking));
    close();
  };
  const { upcomingSessions: upcoming, suggestedSessions: suggested } = sessions;

  return (
    <section
      className="card home__sessions home__sessions--upcoming"
      aria-labelledby="upcoming-heading"
    >
      <div className="card__header">
        <h2 id="upcoming-heading" className="card__title">
          Upcoming sessions
        </h2>
        {!sessions.loading && upcoming.length > 0 && (
          <span className="badge">{upcoming.length} booked</span>
        )}
      </div>
      {sessions.error ? (
        <SessionsError messages={sessions.error} onRetry={onRetry} />
      ) : sessions.loading ? (
        <>
          <p className="visually-hidden" role="status">
            Loading your sessions…
          </p>
          <SessionsSkeleton />
        </>
      ) : upcoming.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="No sessions booked"
          action={
            suggested.length === 0 && (
              <ButtonLink to={links.findExpert} variant="secondary">
                Find an expert
              </ButtonLink>
            )
          }
        >
          When you book a session with a therapist or psychiatrist, it will appear here with a
          button to join it.
        </EmptyState>
      ) : (
        <ul className="sessions">
          {upcoming.map((booking) => (
            <li key={booking.id} className="session">
              <SessionSummary booking={booking} now={now} />
              <div className="session__actions">
                {booking.kind === 'offline' ? (
                  <InPersonDetails booking={booking} />
                ) : (
                  <JoinButton booking={booking} now={now} />
                )}
                {!booking.is_partner_view && (
                  <div className="session__changes">
                    <Button
                      variant="ghost"
                      disabled={!booking.can_reschedule}
                      onClick={() => setDialog({ action: 'reschedule', booking })}
                    >
                      Reschedule
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={!booking.can_cancel}
                      onClick={() => setDialog({ action: 'cancel', booking })}
                    >
                      Cancel
                    </Button>
                  </div>
                )}
              </div>
              {!booking.is_partner_view &&
                (booking.reschedule_blocked_reason || booking.cancel_blocked_reason) && (
                  <p className="session__note">
                    {[booking.reschedule_blocked_reason, booking.cancel_blocked_reason]
                      .filter((reason, index, all) => reason && all.indexOf(reason) === index)
                      .join(' ')}
                  </p>
                )}
            </li>
          ))}
        </ul>
      )}
      {!sessions.loading && !sessions.error && (
        <CancelledSessions
          sessions={sessions.cancelledSessions}
          now={now}
          expertPath={links.expert}
        />
      )}
      {!sessions.loading && suggested.length > 0 && (
        <SuggestedSessions suggestions={suggested} now={now} bookingPath={links.booking} />
      )}
      {dialog?.action === 'reschedule' && (
        <RescheduleDialog
          booking={dialog.booking}
          now={now}
          onClose={close}
          onRescheduled={changed}
        />
      )}
      {dialog?.action === 'cancel' && (
        <CancelDialog
          booking={dialog.booking}
          now={now}
          onClose={close}
          onCancelled={(booking) => {
            changed(booking);
            onCancelled?.(booking);
          }}
        />
      )}
    </section>
  );
}
