import {
  crnRegisterEndpoint,
  importCrnRegisterEndpoint,
  orgBrandingEndpoint,
  removeOrgLogoEndpoint,
  saveBrandColoursEndpoint,
  uploadOrgLogoEndpoint,
  urlOf,
  type BrandColours,
  type CrnRegisterImport,
  type CrnRegisterSummary,
  type OrganisationBranding,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';

// The console's branding and CRN register calls (api organisations/branding-routes.ts,
// partners/crn-register-routes.ts).

const brandingOf = ({ data: branding }: { data: OrganisationBranding | null }) => {
  if (!branding) throw new Error('The console answered without branding.');
  return branding;
};

export async function fetchBranding(signal?: AbortSignal): Promise<OrganisationBranding> {
  return brandingOf(await call(orgBrandingEndpoint, { signal }));
}

/** The file's bytes are the body, with its image type. */
export async function uploadLogo(file: File): Promise<OrganisationBranding> {
  const response = await http.put(urlOf(uploadOrgLogoEndpoint), file, {
    headers: { 'Content-Type': file.type },
  });
  return brandingOf(uploadOrgLogoEndpoint.response.parse(response.data));
}

export async function removeLogo(): Promise<OrganisationBranding> {
  return brandingOf(await call(removeOrgLogoEndpoint));
}

export async function saveBrandColours(colours: BrandColours): Promise<OrganisationBranding> {
  return brandingOf(await call(saveBrandColoursEndpoint, { body: colours }));
}

/** null: the organisation is not an insurer (no register). */
export async function fetchCrnRegister(signal?: AbortSignal): Promise<CrnRegisterSummary | null> {
  return (await call(crnRegisterEndpoint, { signal })).data;
}

export async function importCrnRegister(csv: string): Promise<CrnRegisterImport> {
  return (await call(importCrnRegisterEndpoint, { body: { csv } })).data;
}
