import { CITY_NAMES, type Clinic } from '@kaizen/contracts';
import { MapPinIcon } from '../../../components/icons';
import { mapUrl, openMapInShell } from '../map-link';

/** Where the expert sees people in person, each with a map link. */
export function ClinicList({ clinics }: { clinics: readonly Clinic[] }) {
  return (
    <ul className="clinic-list">
      {clinics.map((clinic) => (
        <li key={clinic.id} className="clinic">
          <MapPinIcon className="clinic__icon" />
          <div>
            <p className="clinic__name">{clinic.centre_name}</p>
            <p className="clinic__address">{clinic.address}</p>
            <a
              className="clinic__map"
              href={mapUrl(clinic)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (openMapInShell(clinic)) event.preventDefault();
              }}
            >
              Open in maps
              <span className="visually-hidden">
                : {clinic.centre_name}, {CITY_NAMES[clinic.city]} (opens in a new tab)
              </span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
