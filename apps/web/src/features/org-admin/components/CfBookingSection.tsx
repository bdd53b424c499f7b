import type { CfBookingSetting } from '@kaizen/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/forms/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { fetchCfBooking } from '../api';
import { useLoaded } from '../hooks/use-loaded';
import { CfBookingForm } from './CfBookingForm';

/** The console's care-first card: what members with a care-first care team may book. */
export function CfBookingSection() {
  const [loaded] = useLoaded(fetchCfBooking);
  const [saved, setSaved] = useState<CfBookingSetting | null>(null);
  const setting = saved ?? (loaded.status === 'ready' ? loaded.value : null);
  return (
    <section className="card" aria-labelledby="cf-booking-heading">
      <h2 id="cf-booking-heading" className="card__title">
        Care-first booking
      </h2>
      <p className="muted">
        Members whose care team is care-first (an intake specialist or clinician leads their care)
        book only these experts and kinds of session.
      </p>
      {loaded.status === 'loading' && (
        <p role="status">
          <Spinner /> Loading the care-first rule…
        </p>
      )}
      {loaded.status === 'error' && (
        <FormAlert title="We couldn't load the care-first rule" messages={loaded.messages} />
      )}
      {setting && <CfBookingForm setting={setting} onSaved={setSaved} />}
    </section>
  );
}
