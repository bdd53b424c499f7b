// A bookable provider for tests outside the bookings module (the import rules let modules reach
// bookings only through its service; test set-up lives here instead).
export { createBookableProvider } from '../modules/bookings/test-support';
