import {
  SWITCH_REASON_CODES,
  SWITCH_REASON_LABELS,
  SWITCH_REASON_TEXT_MAX,
  providerTypeLabel,
  type SwitchReasonCode,
} from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { RadioGroup } from '../../../../components/forms/ChoiceGroup';
import { NoteField } from '../../../../components/forms/NoteField';
import type { ProviderSwitchState } from '../../provider-switch-slice';
import type { LeavingChoice } from './switch-choices';

/**
 * SPEC §3 currentProvider and switchReason: who is being changed, and why (required), with who
 * will read the reason said before it is written.
 */
export function ReasonStep({
  leaving,
  initial,
  onBack,
  onNext,
}: {
  leaving: LeavingChoice;
  initial: ProviderSwitchState['switchReason'];
  onBack: () => void;
  onNext: (reason: { code: SwitchReasonCode; text: string }) => void;
}) {
  const [code, setCode] = useState<SwitchReasonCode | undefined>(initial?.code);
  const [text, setText] = useState(initial?.text ?? '');
  const kind = providerTypeLabel(leaving.provider_type).toLowerCase();
  return (
    <>
      <p className="provider-switch__current">
        Your {kind} now: <strong>{`${leaving.firstname} ${leaving.lastname}`}</strong>
      </p>
      <RadioGroup
        name="switch-reason"
        legend="Why would you like a change?"
        look="list"
        options={SWITCH_REASON_CODES.map((value) => ({
          value,
          label: SWITCH_REASON_LABELS[value],
        }))}
        selected={code}
        onChange={setCode}
      />
      <NoteField
        label="Anything your new expert should know"
        value={text}
        onChange={setText}
        maxLength={SWITCH_REASON_TEXT_MAX}
      />
      <p className="field__hint">
        Your new {kind} will see the reason you choose and what you write here. {leaving.firstname}{' '}
        {leaving.lastname} will only see that you moved on.
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!code} onClick={() => code && onNext({ code, text: text.trim() })}>
          Choose a new {kind}
        </Button>
      </div>
    </>
  );
}
