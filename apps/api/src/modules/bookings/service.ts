// The bookings module's surface for routes, app wiring and server.ts. app.ts wires bookedTime
// into scheduling (booked and held time is busy time; scheduling never imports bookings) and
// bookingPaymentHooks into commerce as the 'booking' purpose.

export { bookedTime } from './new-booking/busy-time';
export { bookingPaymentHooks } from './payment/payment-hooks';
export { createBooking } from './new-booking/create';
export {
  cancelBooking,
  confirmPaidBooking,
  releaseUnpaidBooking,
  rescheduleBooking,
} from './lifecycle/lifecycle';
export {
  bookingView,
  completedSessions,
  giveFeedback,
  totalCompletedSessions,
  upcomingSessions,
} from './sessions';
export { expireLapsedHolds, enqueueDueReminders, startBookingSweeper } from './lifecycle/sweeper';
export { commerceBookingPayments, type BookingPayments } from './payment/payments';
export { bookingNotifyEnv } from './lifecycle/notifications';
export { clinicianProviderId } from './clinician/clinician';
export { isInCareOf, patientInCareOf, type PatientInCare } from './clinician/care-access';
export { organisationUsageByMonth, type OrganisationUsageRow } from './payment/organisation-usage';
export { bookingMilestones } from './lifecycle/milestones';
