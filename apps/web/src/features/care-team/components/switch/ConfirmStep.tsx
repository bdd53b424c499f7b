import { SWITCH_REASON_LABELS, providerTypeLabel, type SwitchReasonCode } from '@kaizen/contracts';
import { Button } from '../../../../components/Button';
import { FormAlert } from '../../../../components/forms/FormAlert';
import type { SwitchParty } from '../../provider-switch-slice';
import type { LeavingChoice } from './switch-choices';

const nameOf = (person: SwitchParty) => `${person.firstname} ${person.lastname}`;

/** The change as it will be made, before it is made. */
export function ConfirmStep({
  leaving,
  joining,
  reason,
  busy,
  errors,
  onBack,
  onConfirm,
}: {
  leaving: LeavingChoice;
  joining: SwitchParty;
  reason: { code: SwitchReasonCode; text: string };
  busy: boolean;
  errors: string[];
  onBack: () => void;
  onConfirm: () => void;
}) {
  const kind = providerTypeLabel(leaving.provider_type).toLowerCase();
  return (
    <>
      {errors.length > 0 && <FormAlert messages={errors} />}
      <dl className="provider-switch__summary">
        <dt>Your {kind} now</dt>
        <dd>{nameOf(leaving)}</dd>
        <dt>Your new {kind}</dt>
        <dd>{nameOf(joining)}</dd>
        <dt>Reason {joining.firstname} will see</dt>
        <dd>
          {SWITCH_REASON_LABELS[reason.code]}
          {reason.text && <q className="provider-switch__note">{reason.text}</q>}
        </dd>
      </dl>
      <p className="field__hint">
        Your sessions and records stay with you. Sessions you have booked with {leaving.firstname}{' '}
        are kept until you choose what to do with them.
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          Change my {kind}
        </Button>
      </div>
    </>
  );
}
