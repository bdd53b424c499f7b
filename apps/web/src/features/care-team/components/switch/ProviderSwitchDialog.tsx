import { providerTypeLabel, type ProviderSwitch } from '@kaizen/contracts';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../../../components/Dialog';
import { errorMessagesOf } from '../../../../lib/http/request-error';
import { switchProvider } from '../../api';
import {
  currentProviderChosen,
  providerSelected,
  providerTypeModalToggled,
  switchFlowClosed,
  switchReasonSet,
  switchSubmitting,
} from '../../provider-switch-slice';
import { useProviderSwitchDispatch, useProviderSwitchSelector } from '../../use-provider-switch';
import { ChooseProviderStep } from './ChooseProviderStep';
import { ConfirmStep } from './ConfirmStep';
import { DoneStep } from './DoneStep';
import { LeavingStep } from './LeavingStep';
import { ReasonStep } from './ReasonStep';
import { currentUuidsOfType, leavingChoices } from './switch-choices';

export interface ProviderSwitchLinks {
  /** Where to book with the new expert (their profile). */
  book: (providerUuid: string) => string;
  /** The person's upcoming sessions with the previous expert, each to keep or cancel. */
  oldSessions?: (providerUuid: string) => ReactNode;
}

type Step = 'reason' | 'choose' | 'confirm';

/**
 * The SPEC §3 provider switch, step by step, on the persisted state area: which expert
 * (providerTypeModal), why (switchReason), who instead (selectedProvider), confirm, then what
 * next. Closing keeps nothing; a reload in the middle resumes where the person was.
 */
export function ProviderSwitchDialog({
  links,
  onSwitched,
}: {
  links: ProviderSwitchLinks;
  onSwitched: () => void;
}) {
  const dispatch = useProviderSwitchDispatch();
  const state = useProviderSwitchSelector((root) => root.providerSwitch);
  const { currentProvider: leaving, switchReason: reason, selectedProvider: joining } = state;
  const [step, setStep] = useState<Step>(joining ? 'confirm' : reason ? 'choose' : 'reason');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<ProviderSwitch | null>(null);
  const choices = leavingChoices(state.providerTaggingDetails);
  const close = () => {
    setDone(null);
    setErrors([]);
    setStep('reason');
    dispatch(switchFlowClosed());
  };
  const open = state.providerTypeModal || leaving !== null;

  async function confirm() {
    if (!leaving || !reason || !joining) return;
    dispatch(switchSubmitting(true));
    setErrors([]);
    try {
      const change = await switchProvider({
        provider_type: leaving.provider_type,
        current_provider_uuid: leaving.uuid,
        new_provider_uuid: joining.uuid,
        reason_code: reason.code,
        ...(reason.text ? { reason_text: reason.text } : {}),
      });
      setDone(change);
      onSwitched();
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      dispatch(switchSubmitting(false));
    }
  }

  const kind = leaving ? providerTypeLabel(leaving.provider_type).toLowerCase() : 'expert';
  const title = done
    ? `Your new ${kind}`
    : state.providerTypeModal || !leaving
      ? 'Change your therapist or psychiatrist'
      : `Change your ${kind}`;
  return (
    <Dialog
      open={open}
      onClose={state.isLoading ? undefined : close}
      title={title}
      className="provider-switch"
    >
      {done ? (
        <DoneStep
          change={done}
          bookPath={links.book}
          oldSessions={links.oldSessions?.(done.from.uuid)}
          onClose={close}
        />
      ) : state.providerTypeModal || !leaving ? (
        <LeavingStep
          choices={choices}
          onCancel={close}
          onChosen={(choice) => {
            dispatch(currentProviderChosen(choice));
            setStep('reason');
          }}
        />
      ) : step === 'reason' || !reason ? (
        <ReasonStep
          leaving={leaving}
          initial={reason}
          onBack={() => dispatch(providerTypeModalToggled(true))}
          onNext={(next) => {
            dispatch(switchReasonSet(next));
            setStep('choose');
          }}
        />
      ) : step === 'choose' || !joining ? (
        <ChooseProviderStep
          type={leaving.provider_type}
          exclude={currentUuidsOfType(state.providerTaggingDetails, leaving.provider_type)}
          initial={joining}
          onBack={() => setStep('reason')}
          onNext={(provider) => {
            dispatch(providerSelected(provider));
            setStep('confirm');
          }}
        />
      ) : (
        <ConfirmStep
          leaving={leaving}
          joining={joining}
          reason={reason}
          busy={state.isLoading}
          errors={errors}
          onBack={() => setStep('choose')}
          onConfirm={() => void confirm()}
        />
      )}
    </Dialog>
  );
}
