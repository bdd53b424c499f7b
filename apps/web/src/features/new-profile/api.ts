import { uiConfigResponseSchema, type UiConfigKey } from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET new profile communication (SPEC §7): whether this modal or tooltip is still to be shown. */
export async function fetchFlag(key: UiConfigKey): Promise<boolean> {
  const response = await http.get('customers/new_profile_communication', {
    params: { config_key: key },
  });
  return uiConfigResponseSchema.parse(response.data).data.status;
}

/** PUT update_user_interface_config (SPEC §7): status false once the person has seen it. */
export async function turnFlagOff(key: UiConfigKey): Promise<void> {
  await http.put('customers/new_profile_communication/update_user_interface_config', {
    config_key: key,
    status: false,
  });
}
