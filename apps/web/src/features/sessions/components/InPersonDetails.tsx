import type { Booking } from '@kaizen/contracts';
import { MapLink } from '../../../components/MapLink';
import { MapPinIcon } from '../../../components/icons';

/** What to have with you at an in-person session. */
const WHAT_TO_BRING = [
  'A photo ID',
  'Any prescriptions, reports or notes you would like to talk about',
  'Arrive 10 minutes early to check in at the front desk',
] as const;

/**
 * An in-person session has nothing to join: how to get to the clinic (its name and address are
 * in the summary above) and what to bring.
 */
export function InPersonDetails({ booking }: { booking: Pick<Booking, 'id' | 'clinic'> }) {
  const { clinic } = booking;
  const bringId = `bring-${booking.id}`;
  return (
    <div className="in-person">
      {clinic && (
        <MapLink
          className="btn btn--secondary in-person__directions"
          clinic={clinic}
          where={`${clinic.centre_name}, ${clinic.address}`}
        >
          <MapPinIcon width={18} height={18} aria-hidden="true" />
          <span>Get directions</span>
        </MapLink>
      )}
      <div className="in-person__bring">
        <p id={bringId} className="in-person__bring-title">
          What to bring
        </p>
        <ul aria-labelledby={bringId}>
          {WHAT_TO_BRING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
