import { tenantSubdomain, type OrganisationBranding } from '@kaizen/contracts';
import { useEffect, useState } from 'react';

// SPEC §3 company_profile on the organisation's own subdomain (acme.example.org, acme.localhost):
// its name and logo in the header, its colours where they pass contrast. One request per page
// load, shared by every header that asks; nothing at all on Kaizen's own address.

let request: Promise<OrganisationBranding | null> | null = null;

function brandingOnce(): Promise<OrganisationBranding | null> {
  request ??= import('./load-branding')
    .then(({ loadOrganisationBranding }) => loadOrganisationBranding())
    // Branding is decoration: without it the header shows Kaizen's, as on the main address.
    .catch(() => null);
  return request;
}

export function useOrganisationBranding(): OrganisationBranding | null {
  const [branding, setBranding] = useState<OrganisationBranding | null>(null);
  useEffect(() => {
    if (!tenantSubdomain(window.location.host)) return;
    let current = true;
    void brandingOnce().then((loaded) => {
      if (current) setBranding(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return branding;
}
