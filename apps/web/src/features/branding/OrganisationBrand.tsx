import { useState } from 'react';
import { useOrganisationBranding } from './use-organisation-branding';

/** The organisation's logo (or its name when there is none or it does not load) in the header. */
export function OrganisationBrand() {
  const branding = useOrganisationBranding();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (!branding) return null;
  const logo = branding.logo_url !== failedLogo ? branding.logo_url : null;
  return (
    <span className="org-brand">
      {logo ? (
        <img
          className="org-brand__logo"
          src={logo}
          alt={branding.name}
          height={32}
          onError={() => setFailedLogo(logo)}
        />
      ) : (
        <span className="org-brand__name">{branding.name}</span>
      )}
    </span>
  );
}
