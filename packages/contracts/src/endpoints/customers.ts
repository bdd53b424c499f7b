import type { Endpoint } from '../endpoint';
import { updateProfileRequestSchema } from '../auth/auth';
import {
  confirmChangeResponseSchema,
  confirmEmailRequestSchema,
  confirmMobileRequestSchema,
  pendingChangesResponseSchema,
  updateProfileResponseSchema,
} from '../auth/identity-changes';

// The signed-in person's own details (issue 8 case 3): names change at once, a new email or
// mobile waits for its confirmation.

/** Update names; a new email or mobile needs the password and waits for proof. */
export const updateProfileEndpoint = {
  method: 'PUT',
  path: '/customers/profile',
  body: updateProfileRequestSchema,
  response: updateProfileResponseSchema,
} as const satisfies Endpoint;

/** The new email or mobile waiting for confirmation, if any. */
export const pendingChangesEndpoint = {
  method: 'GET',
  path: '/customers/profile/pending_changes',
  response: pendingChangesResponseSchema,
} as const satisfies Endpoint;

/** Confirm a new email with the emailed link's token (no session needed: it proves the mailbox). */
export const confirmEmailChangeEndpoint = {
  method: 'POST',
  path: '/customers/profile/confirm_email',
  body: confirmEmailRequestSchema,
  response: confirmChangeResponseSchema,
} as const satisfies Endpoint;

/** Confirm a new mobile with the code sent to it by SMS. */
export const confirmMobileChangeEndpoint = {
  method: 'POST',
  path: '/customers/profile/confirm_mobile',
  body: confirmMobileRequestSchema,
  response: confirmChangeResponseSchema,
} as const satisfies Endpoint;
