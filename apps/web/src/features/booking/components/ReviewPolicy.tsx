import { BOOKING_POLICY_TEXT, NO_CHANGE_WINDOW_TEXT, type BookingCheck } from '@kaizen/contracts';
import { AlertCircleIcon, ShieldIcon } from '../../../components/icons';
import { sessionWhen } from './BookingFacts';

/**
 * The change policy as it applies to this session, in the server's terms: free changes until a
 * stated moment, or, inside the no-change window, that it can never be moved or refunded.
 * Without the server's answer (offline) the general policy is shown.
 */
export function ReviewPolicy({ check }: { check: BookingCheck | null }) {
  const locked = check !== null && check.free_changes_until === null;
  const covered = check !== null && check.funding.method !== 'money';
  return (
    <section
      className={locked ? 'booking-policy booking-policy--locked' : 'booking-policy'}
      aria-labelledby="policy-heading"
    >
      <h2 id="policy-heading" className="booking-policy__title">
        {locked ? (
          <AlertCircleIcon width={18} height={18} />
        ) : (
          <ShieldIcon width={18} height={18} />
        )}{' '}
        {locked
          ? 'This session cannot be moved or refunded'
          : covered
            ? 'Before you book'
            : 'Before you pay'}
      </h2>
      {locked ? (
        <p>{NO_CHANGE_WINDOW_TEXT}</p>
      ) : (
        <>
          {check?.free_changes_until && (
            <p className="booking-policy__until">
              Free to reschedule or cancel until {sessionWhen(check.free_changes_until)}.
            </p>
          )}
          <p>{BOOKING_POLICY_TEXT}</p>
        </>
      )}
    </section>
  );
}
