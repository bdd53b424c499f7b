import { EmptyState } from '../../../components/EmptyState';
import { ReceiptIcon } from '../../../components/icons';
import { RequestView } from '../../../components/RequestView';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/hooks/use-request';
import { fetchPaymentHistory } from './api';
import { PaymentCard } from './PaymentCard';

export function PaymentsPage() {
  useDocumentMeta({ title: 'Payments and receipts' });
  const [state, reload] = useRequest(fetchPaymentHistory);
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Payments and receipts</h1>
        <p className="muted">
          Every payment and refund, with its receipt. Receipts are also emailed to you when the
          money moves.
        </p>
      </header>
      <RequestView state={state} onRetry={reload} loadingLabel="Loading your payments">
        {(payments) =>
          payments.length === 0 ? (
            <EmptyState icon={<ReceiptIcon />} title="No payments yet">
              When you pay for a session, the payment and its receipt appear here.
            </EmptyState>
          ) : (
            <div className="records__list">
              {payments.map((payment) => (
                <PaymentCard key={payment.id} payment={payment} />
              ))}
            </div>
          )
        }
      </RequestView>
    </div>
  );
}
