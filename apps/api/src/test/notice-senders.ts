import type { App } from '../app';
import type { SandboxGateway } from '../modules/commerce/sandbox/sandbox-gateway';
import { startTestPayment } from '../modules/commerce/test-support';

// The scheduled senders of notices, for tests that check who receives them (the sweepers only
// decide when), and a captured payment that issues a receipt.
export { remindDueAssignments } from '../modules/assessments/assignments';
export { enqueueBookingNotice } from '../modules/bookings/lifecycle/notifications';
export { bookingRow } from '../modules/bookings/test-support';
export { recordingPurpose } from '../modules/commerce/test-support';

/** A payment by this person, captured through the test gateway (its invoice is emailed). */
export async function capturedPaymentBy(app: App, userId: number, amountPaise = 120_000) {
  const payment = await startTestPayment(app, userId, { amountPaise });
  const proof = (app.commerce.configured.gateway as SandboxGateway).authorise(
    payment.row.gatewayOrderId,
  );
  await app.commerce.confirmFromBrowser(app.db, { orderId: payment.row.gatewayOrderId, ...proof });
  return payment;
}
