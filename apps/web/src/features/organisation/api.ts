import {
  ownOrganisationResponseSchema,
  partnerMetaInfoResponseSchema,
  type OwnOrganisation,
  type PartnerMetaInfo,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET customers/organisation: the signed-in user's organisation and what it sponsors. */
export async function fetchOwnOrganisation(signal?: AbortSignal): Promise<OwnOrganisation> {
  const response = await http.get('customers/organisation', { signal });
  return ownOrganisationResponseSchema.parse(response.data).data;
}

/** GET customers/organisations_integration/{company}/meta_info (SPEC §7: data.data). */
export async function fetchPartnerMetaInfo(company: string): Promise<PartnerMetaInfo> {
  const response = await http.get(
    `customers/organisations_integration/${encodeURIComponent(company)}/meta_info`,
  );
  return partnerMetaInfoResponseSchema.parse(response.data).data;
}
