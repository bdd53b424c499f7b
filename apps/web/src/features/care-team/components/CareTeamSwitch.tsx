import { providerTypeLabel } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { relativeDayLabel } from '../../../lib/dates';
import { currentProviderChosen, providerTypeModalToggled } from '../provider-switch-slice';
import { useProviderSwitchDispatch, useProviderTagging } from '../use-provider-switch';
import { ProviderSwitchDialog, type ProviderSwitchLinks } from './switch/ProviderSwitchDialog';
import { leavingChoices } from './switch/switch-choices';

/**
 * The care team's part of the SPEC §3 provider switch: previous experts (from the tagging
 * details) and "Change therapist or psychiatrist", shown only when the API says a change is
 * possible.
 */
export function CareTeamSwitch({
  listVersion,
  links,
  onSwitched,
}: {
  listVersion: string;
  links: ProviderSwitchLinks;
  onSwitched: () => void;
}) {
  const dispatch = useProviderSwitchDispatch();
  const { state, reload } = useProviderTagging(listVersion);
  const choices = leavingChoices(state.providerTaggingDetails);
  const previous = (state.providerTaggingDetails ?? []).flatMap((entry) =>
    entry.previous.map((provider) => ({ ...provider, type: entry.provider_type })),
  );
  const start = () => {
    const [only, ...others] = choices;
    if (only && others.length === 0) dispatch(currentProviderChosen(only));
    else dispatch(providerTypeModalToggled(true));
  };
  return (
    <>
      {previous.length > 0 && (
        <ul className="care-team__previous" aria-label="Previous experts">
          {previous.map((provider) => (
            <li key={`${provider.type}:${provider.uuid}`}>
              {provider.firstname} {provider.lastname} · previous{' '}
              {providerTypeLabel(provider.type).toLowerCase()} until{' '}
              {relativeDayLabel(provider.until)}
            </li>
          ))}
        </ul>
      )}
      {choices.length > 0 && (
        <Button variant="secondary" className="btn--small care-team__switch" onClick={start}>
          Change therapist or psychiatrist
        </Button>
      )}
      <ProviderSwitchDialog
        links={links}
        onSwitched={() => {
          void reload();
          onSwitched();
        }}
      />
    </>
  );
}
