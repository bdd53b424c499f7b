import type { Clock } from '../../lib/clock';
import type { PaymentGateway } from './gateway';

/** What the payment services need besides the database: the configured gateway and time. */
export interface PaymentsRuntime {
  gateway: PaymentGateway;
  clock: Clock;
}

// The agreed service interface (startPayment(db, ...), refundPayment(db, ...)) takes only the
// database, so the gateway and clock are set once per process by commerceRoutes when the app is
// built. One app per process in production; each test file builds its own app.
let current: PaymentsRuntime | undefined;

export function configurePayments(runtime: PaymentsRuntime): void {
  current = runtime;
}

export function paymentsRuntime(): PaymentsRuntime {
  if (!current) throw new Error('Payments are not configured: register commerceRoutes first');
  return current;
}
