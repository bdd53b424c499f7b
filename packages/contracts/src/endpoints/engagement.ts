import type { Endpoint } from '../endpoint';
import {
  uiConfigQuerySchema,
  uiConfigResponseSchema,
  uiConfigUpdateBodySchema,
} from '../web/ui-config';

// New-profile communication flags of the signed-in user (SPEC §3, §4, §7).

/** Whether the new-profile modal or tooltip is still to be shown (default true). */
export const newProfileCommunicationEndpoint = {
  method: 'GET',
  path: '/customers/new_profile_communication',
  query: uiConfigQuerySchema,
  response: uiConfigResponseSchema,
} as const satisfies Endpoint;

/** Set the new-profile modal or tooltip flag. */
export const updateUiConfigEndpoint = {
  method: 'PUT',
  path: '/customers/new_profile_communication/update_user_interface_config',
  body: uiConfigUpdateBodySchema,
  response: uiConfigResponseSchema,
} as const satisfies Endpoint;
