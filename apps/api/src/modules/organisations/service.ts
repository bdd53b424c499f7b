import {
  NO_ORGANISATION_MESSAGE,
  unknownOrganisationMessage,
  type OwnOrganisation,
  type PartnerFeatureFlags,
  type PartnerMetaInfo,
} from '@kaizen/contracts';
// The membership rows in the data-rights export and erasure (listed in composition.ts).
export { membershipPersonalData } from './membership/personal-data';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { settingsOf } from './console/console';
import type { Tenant, TenantLookup } from '../../plugins/tenancy/tenancy';
import {
  findActiveById,
  findActiveByNameOrShortCode,
  findActiveByShortCode,
  findActiveByUuid,
  type OrganisationRow,
} from './queries';

export { requireAdministered } from './console/console';
export { grantMembership, offerEmailDomainProof } from './membership/membership';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toTenant = (row: OrganisationRow | null): Tenant | null =>
  row && { id: row.id, uuid: row.uuid, name: row.name, shortCode: row.shortCode };

export const findTenantByShortCode = async (db: Database, shortCode: string) =>
  toTenant(await findActiveByShortCode(db, shortCode));

export const findTenantByUuid = async (db: Database, uuid: string) =>
  UUID.test(uuid) ? toTenant(await findActiveByUuid(db, uuid.toLowerCase())) : null;

/** By name or short code, ignoring case (the x-company-profile-name header, SPEC §7). */
const findTenantByName = async (db: Database, name: string) =>
  toTenant(await findActiveByNameOrShortCode(db, name.trim()));

/** The lookup the tenancy plugin resolves every request with (wired in app.ts). */
export const tenantLookup = (db: Database): TenantLookup => ({
  byShortCode: (shortCode) => findTenantByShortCode(db, shortCode),
  byUuid: (uuid) => findTenantByUuid(db, uuid),
  byName: (name) => findTenantByName(db, name),
});

/** Flags default off: an organisation only has the flags it was given. */
const featureFlags = (row: OrganisationRow): PartnerFeatureFlags => ({
  ...row.featureFlags,
  show_card_dashboard: row.featureFlags.show_card_dashboard ?? false,
});

const companyProfile = (row: OrganisationRow) => ({
  name: row.name,
  uuid: row.uuid,
  short_code: row.shortCode,
});

/**
 * SPEC §3 partner meta info (partnerMetaInfoEndpoint). The web passes what it knows of the
 * company: its uuid, short code (the subdomain) or name.
 */
export async function partnerMetaInfo(db: Database, company: string): Promise<PartnerMetaInfo> {
  const key = company.trim();
  const row = UUID.test(key)
    ? await findActiveByUuid(db, key.toLowerCase())
    : await findActiveByNameOrShortCode(db, key);
  if (!row) throw notFound(unknownOrganisationMessage(key.slice(0, 100)));
  return { company_profile: companyProfile(row), feature_flags: featureFlags(row) };
}

/** The organisation a user belongs to, for /org/dashboard; 404 for none (or an inactive one). */
export async function ownOrganisation(
  db: Database,
  organisationId: number | null,
): Promise<OwnOrganisation> {
  const row = organisationId === null ? null : await findActiveById(db, organisationId);
  if (!row) throw notFound(NO_ORGANISATION_MESSAGE);
  return {
    ...companyProfile(row),
    sponsored_benefits: row.sponsoredBenefits,
    helpline: settingsOf(row).helpline,
    feature_flags: featureFlags(row),
  };
}
