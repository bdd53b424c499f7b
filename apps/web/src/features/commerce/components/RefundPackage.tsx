import { formatPrice, type PackagePurchase } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { refundPackage } from '../api';

/** The refund rule on the card: in full while unused, after one explicit confirmation. */
export function RefundPackage({
  purchase,
  onRefunded,
}: {
  purchase: PackagePurchase;
  onRefunded: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const amount = formatPrice(purchase.package.price_paise);
  if (!confirming) {
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Refund this package
      </Button>
    );
  }
  const refund = async () => {
    setSending(true);
    setErrors([]);
    try {
      await refundPackage(purchase.id);
      onRefunded();
    } catch (error) {
      setErrors(errorMessagesOf(error));
      setSending(false);
    }
  };
  return (
    <div className="package-own__refund">
      <p>
        Refund {amount} and end this package? None of its sessions is used, so the full price comes
        back.
      </p>
      <FormAlert messages={errors} />
      <div className="package-own__actions">
        <Button variant="danger" loading={sending} onClick={() => void refund()}>
          Refund {amount}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={sending}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
