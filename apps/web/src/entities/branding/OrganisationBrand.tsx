import { useState } from 'react';
import { useOrganisationBranding } from './use-organisation-branding';

/**
 * The organisation's brand on its own subdomain. In the site header (`header`): its logo, or its
 * name when there is none or it does not load. Above the auth screens' forms (`auth`): the logo
 * beside the name, so a person signing up sees whose care this is before they give any detail.
 */
export function OrganisationBrand({ variant = 'header' }: { variant?: 'header' | 'auth' }) {
  const branding = useOrganisationBranding();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (!branding) return null;
  const logo = branding.logo_url !== failedLogo ? branding.logo_url : null;
  const withName = variant === 'auth' || !logo;
  return (
    <span className={`org-brand org-brand--${variant}`}>
      {logo && (
        <img
          className="org-brand__logo"
          src={logo}
          // Beside the written name the logo adds nothing for a screen reader.
          alt={withName ? '' : branding.name}
          height={32}
          onError={() => setFailedLogo(logo)}
        />
      )}
      {withName && <span className="org-brand__name">{branding.name}</span>}
    </span>
  );
}
