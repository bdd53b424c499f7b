import { FormAlert } from '../../../components/forms/FormAlert';
import { fetchCrnRegister } from '../branding-api';
import { useLoaded } from '../hooks/use-loaded';
import { CrnRegisterImport } from './CrnRegisterImport';

/**
 * Insurers only (the API answers null for other organisations): the register of customer
 * reference numbers whose customers sign in from the insurer's app (?CRNID=).
 */
export function CrnRegisterSection() {
  const [loaded, reload] = useLoaded(fetchCrnRegister);
  if (loaded.status === 'loading') return null;
  const summary = loaded.status === 'ready' ? loaded.value : null;
  if (loaded.status === 'ready' && !summary) return null;
  return (
    <section className="card" aria-labelledby="crn-heading">
      <h2 id="crn-heading" className="card__title">
        Customer reference numbers (CRNs)
      </h2>
      <p className="muted">
        Your customers open Kaizen from your app with their CRN. A CRN signs in only the person who
        logged in once with the email you list for it; a CRN already linked to a member keeps its
        member.
      </p>
      {loaded.status === 'error' && (
        <FormAlert title="We couldn't load the register" messages={loaded.messages} />
      )}
      {summary && <CrnRegisterImport summary={summary} onImported={reload} />}
    </section>
  );
}
