import { POLICY_LABELS, WITHDRAWAL_EFFECTS, type PolicyType } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';

/** Says what withdrawing stops before the person confirms it. */
export function WithdrawDialog({
  type,
  onConfirm,
  onClose,
}: {
  type: PolicyType;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessagesOf(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title={`Withdraw consent to the ${POLICY_LABELS[type].toLowerCase()}?`}
      description={WITHDRAWAL_EFFECTS[type]}
    >
      {error && <FormAlert messages={error} />}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep my consent
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          Withdraw consent
        </Button>
      </div>
    </Dialog>
  );
}
