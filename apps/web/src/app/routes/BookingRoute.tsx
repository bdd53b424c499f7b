import { BookingPage } from '../../features/booking/pages/BookingPage';
import { useCarePlan } from '../use-care-plan';

/** The booking flow; a care-first person chooses among the session kinds their plan covers. */
export function BookingRoute() {
  return <BookingPage plan={useCarePlan()} />;
}
