import { CITY_NAMES, type Clinic } from '@kaizen/contracts';
import { MapPinIcon } from '../../../components/icons';
import { MapLink } from '../../../components/MapLink';

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
            <MapLink
              className="clinic__map"
              clinic={clinic}
              where={`${clinic.centre_name}, ${CITY_NAMES[clinic.city]}`}
            >
              Open in maps
            </MapLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
