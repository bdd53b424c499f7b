import { sandboxCheckoutEndpoint, urlOf, type PaymentReturnStatus } from '@kaizen/contracts';
import { escapeHtml, htmlPage, messagePage } from '../../lib/html-page';
import type { PaymentRow } from './queries';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatAmount = (paise: number): string => rupees.format(paise / 100);

/** The web path to come back to, with the outcome the web reads (payment_id, payment_status). */
export function returnUrl(payment: PaymentRow, status: PaymentReturnStatus): string {
  // returnPath was validated as a same-origin path; a base is needed only to edit its query.
  const url = new URL(payment.returnPath, 'http://return.invalid');
  url.searchParams.set('payment_id', payment.uuid);
  url.searchParams.set('payment_status', status);
  return `${url.pathname}${url.search}${url.hash}`;
}

const button = (action: string, label: string, style = 'button') =>
  `<form method="post" action="${escapeHtml(action)}"><button class="${style}" type="submit">${escapeHtml(label)}</button></form>`;

/** The sandbox gateway's hosted checkout: amount, what it is for, and pay / fail / cancel. */
export function sandboxCheckoutPage(payment: PaymentRow): string {
  const base = `/api/${urlOf(sandboxCheckoutEndpoint, { paymentId: payment.uuid })}`;
  return htmlPage(
    'Test checkout',
    `<main class="card" aria-labelledby="page-title">
<p class="eyebrow">Kaizen test gateway</p>
<h1 id="page-title">Confirm your payment</h1>
<p class="amount">${escapeHtml(formatAmount(payment.amountPaise))}</p>
<p>${escapeHtml(payment.description)}</p>
<div class="actions">
${button(`${base}/pay`, 'Pay')}
${button(`${base}/fail`, 'Fail payment', 'button button-danger')}
${button(`${base}/cancel`, 'Cancel', 'button button-secondary')}
</div>
<p class="note">This is the built-in test gateway: no money is taken. The checkout closes 10 minutes after it opened.</p>
</main>`,
  );
}

export const checkoutNotFoundPage = () =>
  messagePage({
    title: 'This checkout was not found',
    text: 'The link may be incomplete. Go back to Kaizen and start the payment again.',
    action: { label: 'Back to Kaizen', href: '/' },
  });

/** A checkout that is no longer open: paid, failed, cancelled or expired. */
export function checkoutEndedPage(payment: PaymentRow, status: PaymentReturnStatus): string {
  const text =
    status === 'captured'
      ? 'This payment is already complete.'
      : payment.failureReason === 'expired'
        ? 'This checkout expired before it was paid. Nothing was charged; please book again.'
        : 'This checkout has ended without a payment. Nothing was charged.';
  return messagePage({
    title: status === 'captured' ? 'Payment complete' : 'This checkout has ended',
    text,
    action: { label: 'Continue', href: returnUrl(payment, status) },
  });
}
