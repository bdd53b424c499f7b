import {
  FEATURE_FLAG_NAMES,
  LISTING_OFFER_FLAG,
  UNKNOWN_ORGANISATION_FOR_FLAG_MESSAGE,
  type AdminFeatureFlag,
  type FeatureFlagName,
  type FeaturesResponse,
  type ListingOffer,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  deleteOverride,
  flagValues,
  listFlags,
  listOverrides,
  organisationIdByShortCode,
  updateDefault,
  upsertOverride,
} from './queries';

// Feature flags (issue 15): the platform default of each flag, overridden per organisation. Other
// modules ask through flagEnabledFor (coupons for cf_coupon_enabled); the SPEC §7 path answers
// them all, with the listing's offers when public_show_coupon_code_on_customer_listing is on.

/** Whether `flag` is on for the person (their organisation's override, else the default). */
export async function flagEnabledFor(
  db: Database,
  flag: FeatureFlagName,
  userId: number | null,
): Promise<boolean> {
  const values = await flagValues(db, userId);
  return values.find((value) => value.name === flag)?.enabled ?? false;
}

/** Where the SPEC §7 path gets the listing's offers (the coupons module, wired in app.ts). */
export type ListingOffers = (db: Database, now: Date) => Promise<ListingOffer[]>;

export async function featuresFor(
  db: Database,
  options: { userId: number | null; now: Date; offers: ListingOffers },
): Promise<FeaturesResponse> {
  const features = await flagValues(db, options.userId);
  const showOffers = features.some((flag) => flag.name === LISTING_OFFER_FLAG && flag.enabled);
  return { features, offers: showOffers ? await options.offers(db, options.now) : [] };
}

export async function flagsForOperator(db: Database): Promise<AdminFeatureFlag[]> {
  const [flags, overrides] = await Promise.all([listFlags(db), listOverrides(db)]);
  return flags.map((flag) => ({
    name: flag.name,
    description: flag.description,
    default_enabled: flag.defaultEnabled,
    overrides: overrides
      .filter((override) => override.flag === flag.name)
      .map((override) => ({
        short_code: override.shortCode,
        organisation_name: override.organisationName,
        enabled: override.enabled,
      })),
  }));
}

async function oneFlag(db: Database, name: FeatureFlagName): Promise<AdminFeatureFlag> {
  const flag = (await flagsForOperator(db)).find((candidate) => candidate.name === name);
  // The migration creates every known flag; a missing row is a broken database, not a 404.
  if (!flag) throw new Error(`feature flag ${name} is missing; known: ${FEATURE_FLAG_NAMES}`);
  return flag;
}

export async function setFlagDefault(
  db: Database,
  name: FeatureFlagName,
  enabled: boolean,
  now: Date,
): Promise<AdminFeatureFlag> {
  await updateDefault(db, name, enabled, now);
  return oneFlag(db, name);
}

async function organisationOrNotFound(db: Database, shortCode: string): Promise<number> {
  const organisationId = await organisationIdByShortCode(db, shortCode);
  if (organisationId === null) throw notFound(UNKNOWN_ORGANISATION_FOR_FLAG_MESSAGE);
  return organisationId;
}

export async function setFlagOverride(
  db: Database,
  change: { name: FeatureFlagName; shortCode: string; enabled: boolean; now: Date },
): Promise<AdminFeatureFlag> {
  const organisationId = await organisationOrNotFound(db, change.shortCode);
  await upsertOverride(db, {
    flag: change.name,
    organisationId,
    enabled: change.enabled,
    now: change.now,
  });
  return oneFlag(db, change.name);
}

export async function removeFlagOverride(
  db: Database,
  name: FeatureFlagName,
  shortCode: string,
): Promise<AdminFeatureFlag> {
  await deleteOverride(db, name, await organisationOrNotFound(db, shortCode));
  return oneFlag(db, name);
}
