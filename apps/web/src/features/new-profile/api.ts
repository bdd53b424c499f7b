import {
  newProfileCommunicationEndpoint,
  updateUiConfigEndpoint,
  type UiConfigKey,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

/** GET new profile communication (SPEC §7): whether this modal or tooltip is still to be shown. */
export async function fetchFlag(key: UiConfigKey): Promise<boolean> {
  return (await call(newProfileCommunicationEndpoint, { query: { config_key: key } })).data.status;
}

/** PUT update_user_interface_config (SPEC §7): status false once the person has seen it. */
export async function turnFlagOff(key: UiConfigKey): Promise<void> {
  await call(updateUiConfigEndpoint, { body: { config_key: key, status: false } });
}
