import { escapeHtml, htmlPage } from '../../../lib/html-page';
import { formatAmount } from '../checkout-pages';
import type { PaymentRow } from '../queries';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** Hands the person to Razorpay's hosted checkout with a form post (no script needed). */
export function razorpayCheckoutPage(
  payment: PaymentRow,
  target: { action: string; keyId: string; callbackUrl: string; cancelUrl: string },
): string {
  const fields = [
    hidden('key_id', target.keyId),
    hidden('order_id', payment.gatewayOrderId),
    hidden('amount', String(payment.amountPaise)),
    hidden('currency', payment.currency),
    hidden('name', 'Kaizen'),
    hidden('description', payment.description),
    hidden('callback_url', target.callbackUrl),
    hidden('cancel_url', target.cancelUrl),
  ].join('\n');
  return htmlPage(
    'Payment',
    `<main class="card" aria-labelledby="page-title">
<h1 id="page-title">Confirm your payment</h1>
<p class="amount">${escapeHtml(formatAmount(payment.amountPaise))}</p>
<p>${escapeHtml(payment.description)}</p>
<form class="actions" method="post" action="${escapeHtml(target.action)}">
${fields}
<button class="button" type="submit">Pay securely with Razorpay</button>
</form>
<form class="actions" method="post" action="${escapeHtml(target.cancelUrl)}"><button class="button button-secondary" type="submit">Cancel</button></form>
</main>`,
  );
}
