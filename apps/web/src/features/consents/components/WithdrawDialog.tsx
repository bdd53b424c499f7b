import { POLICY_LABELS, WITHDRAWAL_EFFECTS, type PolicyType } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useBusyAction } from '../../../lib/hooks/use-busy-action';
import { FormAlert } from '../../../components/forms/FormAlert';

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
  const { busy, error, run: confirm } = useBusyAction(onConfirm);
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
