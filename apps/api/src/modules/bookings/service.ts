import { registerBusyIntervalSource } from '../scheduling/service';
import { bookedTime } from './busy-time';

// The bookings module's surface for routes, app wiring and server.ts.

// Booked and held time is busy time for slots (scheduling never imports bookings).
registerBusyIntervalSource(bookedTime);

export { createBooking, type Booker } from './create';
export {
  cancelBooking,
  confirmPaidBooking,
  releaseUnpaidBooking,
  rescheduleBooking,
  type ChangeEnv,
} from './lifecycle';
export {
  bookingView,
  completedSessions,
  giveFeedback,
  totalCompletedSessions,
  upcomingSessions,
} from './sessions';
export { expireLapsedHolds, enqueueDueReminders, startBookingSweeper } from './sweeper';
export { commerceBookingPayments, type BookingPayments } from './payments';
// Importing the hooks registers them with commerce.
export { configureBookingPayments } from './payment-hooks';
export type { NotifyEnv } from './notifications';
export { clinicianProviderId } from './clinician';
export { isInCareOf, patientInCareOf, type PatientInCare } from './care-access';
