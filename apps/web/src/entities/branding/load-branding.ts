import {
  brandTheme,
  organisationBrandingEndpoint,
  type OrganisationBranding,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// Loaded on demand by use-organisation-branding.ts, only on an organisation's subdomain: the
// HTTP client, Zod and the contrast rule stay out of everyone else's first page.

/** The address's organisation branding; its passing colours are set on the document root. */
export async function loadOrganisationBranding(): Promise<OrganisationBranding | null> {
  const branding = (await call(organisationBrandingEndpoint)).data;
  if (branding) applyBrandColours(branding);
  return branding;
}

/** Custom properties only for colours whose text keeps AA contrast (contracts brandTheme). */
function applyBrandColours(
  branding: Pick<OrganisationBranding, 'colours'>,
  root: HTMLElement = document.documentElement,
): void {
  const { properties } = brandTheme(branding.colours);
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
}
