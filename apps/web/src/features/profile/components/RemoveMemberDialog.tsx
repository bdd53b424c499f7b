import type { Profile } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useBusyAction } from '../../../lib/hooks/use-busy-action';

/**
 * Says what removing a member does before the account holder confirms it: the member leaves the
 * account, while their clinical records are kept (retention) rather than deleted.
 */
export function RemoveMemberDialog({
  member,
  onConfirm,
  onClose,
}: {
  member: Profile;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { busy, error, run: confirm } = useBusyAction(onConfirm);
  const name = `${member.firstname} ${member.lastname}`.trim();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title={`Remove ${name}?`}
      description={`You will no longer be able to book for ${member.firstname} or open their sessions, assessments and records from your account.`}
    >
      <p>
        Their records are not deleted: clinical records are kept securely for the period the law
        requires, and they stay part of your data export and account erasure. Sessions still ahead
        need to be cancelled first.
      </p>
      {error && <FormAlert messages={error} />}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep {member.firstname}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          Remove {member.firstname}
        </Button>
      </div>
    </Dialog>
  );
}
