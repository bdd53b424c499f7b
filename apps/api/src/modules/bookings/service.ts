// The bookings module's surface for routes, app wiring and server.ts. app.ts wires bookedTime
// into scheduling (booked and held time is busy time; scheduling never imports bookings) and
// bookingPaymentHooks into commerce as the 'booking' purpose.

export { bookedTime } from './busy-time';
export { bookingPaymentHooks } from './payment-hooks';
export { createBooking } from './create';
export {
  cancelBooking,
  confirmPaidBooking,
  releaseUnpaidBooking,
  rescheduleBooking,
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
export { bookingNotifyEnv } from './notifications';
export { clinicianProviderId } from './clinician';
export { isInCareOf, patientInCareOf, type PatientInCare } from './care-access';
export { organisationUsageByMonth, type OrganisationUsageRow } from './organisation-usage';
export { bookingMilestones } from './milestones';
