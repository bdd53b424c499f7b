import { avatarUrl, type Clinic, type ProviderCard, type ProviderProfile } from '@kaizen/contracts';
import type { ClinicRow, ProviderProfileRow } from './queries';
import type { ProviderSearchRow } from './search-query';

// Rows → the API's snake_case shapes (contracts providers.ts, clinics.ts).

export const toClinic = (row: ClinicRow): Clinic => ({
  id: row.id,
  centre_name: row.centreName,
  city: row.city,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  centres: row.centres,
});

type CardSource = Pick<
  ProviderSearchRow,
  | 'uuid'
  | 'firstname'
  | 'lastname'
  | 'providerType'
  | 'gender'
  | 'languages'
  | 'concerns'
  | 'yearsOfExperience'
  | 'photoUrl'
  | 'priceTier'
  | 'sessionKinds'
  | 'earliestAt'
>;

/** The fields a listing card and a profile share. */
const commonFields = (row: CardSource, assetsHost: string) => ({
  uuid: row.uuid,
  firstname: row.firstname,
  lastname: row.lastname,
  provider_type: row.providerType,
  gender: row.gender,
  languages: row.languages,
  concerns: row.concerns,
  years_of_experience: row.yearsOfExperience,
  photo_url: avatarUrl(row.photoUrl, assetsHost),
  price_tier: row.priceTier,
  session_kinds: row.sessionKinds,
  earliest_available_datetime: row.earliestAt,
});

export const toCard = (row: ProviderSearchRow, assetsHost: string): ProviderCard => ({
  ...commonFields(row, assetsHost),
  clinics: row.clinics,
});

export const toProfile = (row: ProviderProfileRow, assetsHost: string): ProviderProfile => ({
  ...commonFields(
    { ...row.provider, sessionKinds: row.sessionKinds, earliestAt: row.earliestAt },
    assetsHost,
  ),
  bio: row.provider.bio,
  qualifications: row.provider.qualifications,
  time_zone: row.provider.timeZone,
  clinics: row.clinics,
});
