import {
  confirmEmailChangeEndpoint,
  confirmMobileChangeEndpoint,
  pendingChangesEndpoint,
  updateProfileEndpoint,
  type PendingChanges,
  type UpdateProfileRequest,
  type User,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

/**
 * PUT customers/profile: names change at once; a new email or mobile waits for its confirmation
 * (the answer's pending_changes) and the user keeps the old value until then.
 */
export async function updateProfile(
  request: UpdateProfileRequest,
): Promise<{ user: User; pending: PendingChanges }> {
  const body = await call(updateProfileEndpoint, { body: request });
  return { user: body.data, pending: body.pending_changes };
}

export async function fetchPendingChanges(): Promise<PendingChanges> {
  return (await call(pendingChangesEndpoint)).data;
}

/** The link emailed to a new address: works without a session (it proves the mailbox). */
export async function confirmEmailChange(token: string): Promise<string> {
  return (await call(confirmEmailChangeEndpoint, { body: { token } })).message;
}

export async function confirmMobileChange(code: string): Promise<string> {
  return (await call(confirmMobileChangeEndpoint, { body: { code } })).message;
}
