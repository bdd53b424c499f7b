import type { OrganisationBranding } from '@kaizen/contracts';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { FormAlert } from '../../../components/forms/FormAlert';
import { fetchBranding } from '../branding-api';
import { useLoaded } from '../hooks/use-loaded';
import { BrandColoursForm } from './BrandColoursForm';
import { LogoForm } from './LogoForm';

/** The console's branding card: the logo and colours members see on the subdomain. */
export function BrandingSection() {
  const [loaded] = useLoaded(fetchBranding);
  const [saved, setSaved] = useState<OrganisationBranding | null>(null);
  const branding = saved ?? (loaded.status === 'ready' ? loaded.value : null);
  return (
    <section className="card" aria-labelledby="branding-heading">
      <h2 id="branding-heading" className="card__title">
        Branding
      </h2>
      <p className="muted">
        On your address ({branding ? `${branding.short_code}.` : ''}your Kaizen domain) members see
        your logo beside Kaizen’s, and your colours where text on them stays easy to read.
      </p>
      {loaded.status === 'loading' && (
        <p role="status">
          <Spinner /> Loading your branding…
        </p>
      )}
      {loaded.status === 'error' && (
        <FormAlert title="We couldn't load your branding" messages={loaded.messages} />
      )}
      {branding && (
        <div className="stack">
          <h3 className="console__subtitle">Logo</h3>
          <LogoForm branding={branding} onChanged={setSaved} />
          <h3 className="console__subtitle">Colours</h3>
          <BrandColoursForm branding={branding} onSaved={setSaved} />
        </div>
      )}
    </section>
  );
}
