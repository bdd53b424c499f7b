import { ownOrganisationResponseSchema, type OwnOrganisation } from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET customers/organisation: the signed-in user's organisation and what it sponsors. */
export async function fetchOwnOrganisation(signal?: AbortSignal): Promise<OwnOrganisation> {
  const response = await http.get('customers/organisation', { signal });
  return ownOrganisationResponseSchema.parse(response.data).data;
}
