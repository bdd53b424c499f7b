import { providerTypeLabel } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { RadioGroup } from '../../../../components/forms/ChoiceGroup';
import type { LeavingChoice } from './switch-choices';

const keyOf = (choice: LeavingChoice) => `${choice.provider_type}:${choice.uuid}`;

/** SPEC §3 providerTypeModal: which of their experts the person wants to change. */
export function LeavingStep({
  choices,
  onChosen,
  onCancel,
}: {
  choices: LeavingChoice[];
  onChosen: (choice: LeavingChoice) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<string | undefined>();
  const chosen = choices.find((choice) => keyOf(choice) === picked);
  return (
    <>
      <RadioGroup
        name="switch-leaving"
        legend="Who would you like to change?"
        look="cards"
        options={choices.map((choice) => ({
          value: keyOf(choice),
          label: `${choice.firstname} ${choice.lastname}`,
          hint: providerTypeLabel(choice.provider_type),
        }))}
        selected={picked}
        onChange={setPicked}
      />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Not now
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onChosen(chosen)}>
          Continue
        </Button>
      </div>
    </>
  );
}
