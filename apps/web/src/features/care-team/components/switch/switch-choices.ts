import {
  SWITCHABLE_PROVIDER_TYPES,
  type ProviderTagging,
  type SwitchableProviderType,
} from '@kaizen/contracts';
import type { ProviderSwitchState } from '../../provider-switch-slice';

export type LeavingChoice = NonNullable<ProviderSwitchState['currentProvider']>;

const isSwitchable = (type: string): type is SwitchableProviderType =>
  (SWITCHABLE_PROVIDER_TYPES as readonly string[]).includes(type);

/**
 * The providers a person may change, from the tagging details: current ones of the types the API
 * says can be switched (in care, a therapist or psychiatrist, allowed by a care-first plan).
 */
export function leavingChoices(tagging: readonly ProviderTagging[] | null): LeavingChoice[] {
  return (tagging ?? []).flatMap((entry) => {
    const type = entry.provider_type;
    if (!entry.can_switch || !isSwitchable(type)) return [];
    return entry.current.map((provider) => ({
      uuid: provider.uuid,
      firstname: provider.firstname,
      lastname: provider.lastname,
      provider_type: type,
    }));
  });
}

/** Everyone of that type the person is with now: never offered as the new provider. */
export function currentUuidsOfType(
  tagging: readonly ProviderTagging[] | null,
  type: SwitchableProviderType,
): Set<string> {
  const entry = (tagging ?? []).find((item) => item.provider_type === type);
  return new Set(entry?.current.map((provider) => provider.uuid) ?? []);
}
