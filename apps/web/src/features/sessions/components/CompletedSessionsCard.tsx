import { useState } from 'react';
import type { Booking } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { type SessionsState } from '../slice';
import { useNow } from '../../../lib/hooks/use-now';
import { FeedbackDialog } from './FeedbackDialog';
import { SessionsError } from './SessionsError';
import { SessionsSkeleton } from './SessionsSkeleton';
import { SessionSummary } from './SessionSummary';
import { useFeedbackSent } from '../hooks/use-feedback-sent';

/** SPEC §2 home: completed sessions with the completed count and feedback on each. */
export function CompletedSessionsCard({
  sessions,
  onRetry,
}: {
  sessions: SessionsState;
  onRetry: () => void;
}) {
  const now = useNow();
  const [rating, setRating] = useState<Booking | null>(null);
  const feedbackSent = useFeedbackSent(() => setRating(null));
  const count = sessions.completedSessionsCount;
  return (
    <section
      className="card home__sessions home__sessions--completed"
      aria-labelledby="completed-heading"
    >
      <div className="card__header">
        <h2 id="completed-heading" className="card__title">
          Completed sessions
        </h2>
        {!sessions.loading && count !== null && count > 0 && (
          <span className="badge badge--calm">{count} completed</span>
        )}
      </div>
      {sessions.error ? (
        <SessionsError messages={sessions.error} onRetry={onRetry} />
      ) : sessions.loading ? (
        <SessionsSkeleton />
      ) : sessions.completedSessions.length === 0 ? (
        <EmptyState icon={<ClockIcon />} title="Nothing here yet">
          Sessions you have finished will be listed here, so you can look back on your progress.
        </EmptyState>
      ) : (
        <ul className="sessions">
          {sessions.completedSessions.map((booking) => (
            <li key={booking.id} className="session">
              <SessionSummary booking={booking} now={now} />
              <div className="session__actions">
                {booking.feedback_given ? (
                  <p className="session__done">
                    <CheckCircleIcon width={18} height={18} /> Feedback sent
                  </p>
                ) : (
                  <Button variant="secondary" onClick={() => setRating(booking)}>
                    Give feedback
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {rating && (
        <FeedbackDialog
          booking={rating}
          now={now}
          onClose={() => setRating(null)}
          onSent={feedbackSent}
        />
      )}
    </section>
  );
}
