import {
  confirmChangeResponseSchema,
  pendingChangesResponseSchema,
  updateProfileResponseSchema,
  type PendingChanges,
  type UpdateProfileRequest,
  type User,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/**
 * PUT customers/profile: names change at once; a new email or mobile waits for its confirmation
 * (the answer's pending_changes) and the user keeps the old value until then.
 */
export async function updateProfile(
  request: UpdateProfileRequest,
): Promise<{ user: User; pending: PendingChanges }> {
  const response = await http.put('customers/profile', request);
  const body = updateProfileResponseSchema.parse(response.data);
  return { user: body.data, pending: body.pending_changes };
}

export async function fetchPendingChanges(): Promise<PendingChanges> {
  const response = await http.get('customers/profile/pending_changes');
  return pendingChangesResponseSchema.parse(response.data).data;
}

/** The link emailed to a new address: works without a session (it proves the mailbox). */
export async function confirmEmailChange(token: string): Promise<string> {
  const response = await http.post('customers/profile/confirm_email', { token });
  return confirmChangeResponseSchema.parse(response.data).message;
}

export async function confirmMobileChange(code: string): Promise<string> {
  const response = await http.post('customers/profile/confirm_mobile', { code });
  return confirmChangeResponseSchema.parse(response.data).message;
}
