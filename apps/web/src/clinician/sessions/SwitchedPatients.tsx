import {
  CLINICIAN_APP_BASE,
  clinicianCareSwitchesEndpoint,
  providerTypeLabel,
  urlOf,
} from '@kaizen/contracts';
import { Link } from 'react-router';
import { dayHeading, localDateOf } from '../app/format';
import { useResource } from '../app/use-resource';

/**
 * Patients who chose this clinician through a provider switch (SPEC §3) and have not booked yet:
 * no session leads to their chart, so this list does. Shown only when there is someone.
 */
export function SwitchedPatients() {
  const [switches] = useResource(
    urlOf(clinicianCareSwitchesEndpoint),
    clinicianCareSwitchesEndpoint.response,
  );
  if (switches.state !== 'ready' || switches.data.length === 0) return null;
  return (
    <section aria-labelledby="switched-title">
      <h2 id="switched-title" className="cw-section-title">
        New patients who chose you
      </h2>
      <ul className="cw-changes">
        {switches.data.map((item) => (
          <li key={item.patient.uuid} className="cw-changes__item">
            <Link to={`${CLINICIAN_APP_BASE}/patients/${item.patient.uuid}`}>
              {item.patient.firstname} {item.patient.lastname}
            </Link>
            <span>
              new {providerTypeLabel(item.provider_type).toLowerCase()} since{' '}
              {dayHeading(localDateOf(item.at))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
