import type { Booking } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import { SessionSummary } from './SessionSummary';

/**
 * Sessions the expert cancelled, kept where they were until they would have ended, each with
 * the expert's reason ("Cancelled by <expert>: <reason>"): a session does not just vanish.
 */
export function CancelledSessions({
  sessions,
  now,
  expertPath,
}: {
  sessions: Booking[];
  now: Date;
  expertPath: (uuid: string) => string;
}) {
  if (sessions.length === 0) return null;
  return (
    <div className="cancelled-sessions">
      <h3 className="cancelled-sessions__title">Cancelled by your expert</h3>
      <ul className="sessions">
        {sessions.map((booking) => (
          <li key={booking.id} className="session session--cancelled">
            <SessionSummary booking={booking} now={now} />
            <div className="session__actions">
              <ButtonLink
                variant="secondary"
                to={expertPath(booking.provider.uuid)}
                aria-label={`Book again with ${booking.provider.firstname} ${booking.provider.lastname}`}
              >
                Book again
              </ButtonLink>
            </div>
            <p className="session__note session__note--cancelled">
              {booking.cancel_reason ?? 'Cancelled by your expert.'}
              {booking.refund && booking.refund.amount > 0 && ' You are refunded in full.'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
