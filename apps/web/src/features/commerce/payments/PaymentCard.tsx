import { useState } from 'react';
import { formatPrice, type PaymentHistoryItem, type ReceiptSummary } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formatDay } from '../../../components/RequestView';
import { startDownload } from '../../../lib/device/download';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { receiptPdfLink } from './api';

const STATUS_LABELS: Partial<Record<PaymentHistoryItem['status'], string>> = {
  captured: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

const receiptName = (receipt: ReceiptSummary) =>
  receipt.kind === 'invoice' ? 'receipt' : 'refund receipt';
const receiptLabel = (receipt: ReceiptSummary) => {
  const name = receiptName(receipt);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${receipt.number}`;
};

function ReceiptDownload({ receipt }: { receipt: ReceiptSummary }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const download = async () => {
    setPending(true);
    setErrors([]);
    try {
      startDownload(await receiptPdfLink(receipt.id));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <li className="payment__receipt">
      <span>
        {receiptLabel(receipt)} · {formatPrice(receipt.amount_paise)} ·{' '}
        {formatDay(receipt.issued_at)}
      </span>
      <Button
        variant="secondary"
        onClick={() => void download()}
        loading={pending}
        aria-label={`Download PDF of ${receiptName(receipt)} ${receipt.number}`}
      >
        Download PDF
      </Button>
      {errors.length > 0 && <FormAlert messages={errors} />}
    </li>
  );
}

/** One payment: what it was for, what was paid and given back, and its receipts. */
export function PaymentCard({ payment }: { payment: PaymentHistoryItem }) {
  const headingId = `payment-${payment.id}`;
  const paidOn = payment.captured_at ?? payment.created_at;
  return (
    <article className="card payment" aria-labelledby={headingId}>
      <header className="payment__header">
        <h2 id={headingId} className="card__title">
          {payment.description}
        </h2>
        <span className="badge">{STATUS_LABELS[payment.status] ?? payment.status}</span>
      </header>
      <p>
        Paid <strong>{formatPrice(payment.amount_paise)}</strong> on {formatDay(paidOn)}
        {payment.refunded_paise > 0 && (
          <>
            {' '}
            · refunded <strong>{formatPrice(payment.refunded_paise)}</strong>
          </>
        )}
      </p>
      {payment.receipts.length > 0 ? (
        <ul className="payment__receipts" aria-label="Receipts">
          {payment.receipts.map((receipt) => (
            <ReceiptDownload key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      ) : (
        <p className="muted small">Paid before Kaizen issued receipts: ask support for one.</p>
      )}
    </article>
  );
}
