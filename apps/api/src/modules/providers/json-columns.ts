import {
  SESSION_KINDS,
  type CityCode,
  type ClinicCentre,
  type SessionKind,
} from '@kaizen/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { clinics, providerClinics, providerSessionKinds } from './tables';

// Per-provider lists aggregated inside the listing and profile statements (json_agg), so a page
// of providers is one query however many rows it has. The element types hold because the
// columns' check constraints only admit the contracts' words.

interface SessionKindJson {
  kind: SessionKind;
  duration_minutes: number;
  price: number;
  currency: 'INR';
  group_capacity: number | null;
}

interface ClinicJson {
  id: number;
  centre_name: string;
  city: CityCode;
  address: string;
  latitude: number;
  longitude: number;
  centres: ClinicCentre[];
}

const kindOrder = sql.raw(`array[${SESSION_KINDS.map((kind) => `'${kind}'`).join(', ')}]`);

/** An instant as ISO 8601 UTC text with milliseconds, or null: exactly what the API answers. */
export const isoUtc = (instant: SQL) =>
  sql<string | null>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The provider's session kinds in SPEC §1 order (tele, offline, couple, group). */
export const sessionKindsJson = (providerId: AnyColumn) =>
  sql<SessionKindJson[]>`(select coalesce(json_agg(json_build_object(
      'kind', ${providerSessionKinds.kind},
      'duration_minutes', ${providerSessionKinds.durationMinutes},
      'price', ${providerSessionKinds.price},
      'currency', ${providerSessionKinds.currency},
      'group_capacity', ${providerSessionKinds.groupCapacity}
    ) order by array_position(${kindOrder}, ${providerSessionKinds.kind})), '[]'::json)
    from ${providerSessionKinds} where ${providerSessionKinds.providerId} = ${providerId})`;

const clinicsOf = (providerId: AnyColumn, fields: SQL) =>
  sql`(select coalesce(json_agg(${fields} order by ${clinics.id}), '[]'::json)
    from ${providerClinics} join ${clinics} on ${clinics.id} = ${providerClinics.clinicId}
    where ${providerClinics.providerId} = ${providerId} and ${clinics.active})`;

/** Clinic ids and cities, for a listing card. */
export const cardClinicsJson = (providerId: AnyColumn) =>
  sql<
    { id: number; city: CityCode }[]
  >`${clinicsOf(providerId, sql`json_build_object('id', ${clinics.id}, 'city', ${clinics.city})`)}`;

/** Whole clinics with address and map coordinates, for a profile. */
export const profileClinicsJson = (providerId: AnyColumn) =>
  sql<ClinicJson[]>`${clinicsOf(
    providerId,
    sql`json_build_object(
      'id', ${clinics.id}, 'centre_name', ${clinics.centreName}, 'city', ${clinics.city},
      'address', ${clinics.address}, 'latitude', ${clinics.latitude},
      'longitude', ${clinics.longitude}, 'centres', ${clinics.centres})`,
  )}`;
