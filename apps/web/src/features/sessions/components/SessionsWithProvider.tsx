import type { Booking } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { useNow } from '../../../lib/hooks/use-now';
import { useSessionsDispatch } from '../hooks/store-hooks';
import { bookingChanged } from '../slice';
import { CancelDialog } from './CancelDialog';
import { SessionSummary } from './SessionSummary';

/**
 * Upcoming sessions with one expert, each to keep or cancel (the provider switch shows those
 * with the expert the person left: nothing is cancelled without them saying so).
 */
export function SessionsWithProvider({
  upcoming,
  providerUuid,
  onCancelled,
}: {
  upcoming: readonly Booking[];
  providerUuid: string;
  onCancelled?: (booking: Booking) => void;
}) {
  const dispatch = useSessionsDispatch();
  const now = useNow();
  const [kept, setKept] = useState<Set<string>>(new Set());
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const withProvider = upcoming.filter(
    (booking) => booking.provider.uuid === providerUuid && !booking.is_partner_view,
  );
  if (withProvider.length === 0) return null;
  return (
    <section className="sessions-with-provider" aria-labelledby="sessions-with-provider-heading">
      <h3 id="sessions-with-provider-heading" className="card__subtitle">
        Sessions still booked with {withProvider[0]?.provider.firstname}
      </h3>
      <ul className="sessions">
        {withProvider.map((booking) => (
          <li key={booking.id} className="session">
            <SessionSummary booking={booking} now={now} />
            {kept.has(booking.id) ? (
              <p className="session__note">Kept</p>
            ) : (
              <div className="session__changes">
                <Button
                  variant="ghost"
                  onClick={() => setKept((current) => new Set(current).add(booking.id))}
                >
                  Keep
                </Button>
                <Button
                  variant="ghost"
                  disabled={!booking.can_cancel}
                  onClick={() => setCancelling(booking)}
                >
                  Cancel
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {cancelling && (
        <CancelDialog
          booking={cancelling}
          now={now}
          onClose={() => setCancelling(null)}
          onCancelled={(booking) => {
            dispatch(bookingChanged(booking));
            setCancelling(null);
            onCancelled?.(booking);
          }}
        />
      )}
    </section>
  );
}
