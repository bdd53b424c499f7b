import { z } from '../zod';
import { listingOfferSchema } from '../commerce/coupons';
import { FEATURE_FLAG_NAMES } from './feature-flag-names';

// Feature flags and remote config (issue 15; SPEC §3 feature flags, §7 feature-flag path, §9
// cache). Flags live in the database: a platform default and per-organisation overrides.
// Endpoints: `endpoints/feature-flags.ts` (anyone reads the flags, a session optional; changing
// them takes the operator token, 404 without it).

export const featureFlagNameSchema = z.enum(FEATURE_FLAG_NAMES);

/** SPEC §3 "Feature-flag list entries: name, enabled". A name this client does not know is kept. */
export const featureFlagEntrySchema = z.object({ name: z.string(), enabled: z.boolean() });
export type FeatureFlagEntry = z.infer<typeof featureFlagEntrySchema>;

export const featuresResponseSchema = z.object({
  features: z.array(featureFlagEntrySchema),
  /** The public coupons to show on the listing; empty when its flag is off. */
  offers: z.array(listingOfferSchema),
});
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

export const adminFeatureFlagSchema = z.object({
  name: featureFlagNameSchema,
  description: z.string(),
  default_enabled: z.boolean(),
  overrides: z.array(
    z.object({ short_code: z.string(), organisation_name: z.string(), enabled: z.boolean() }),
  ),
});
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlagSchema>;
export const adminFeatureFlagsResponseSchema = z.object({ data: z.array(adminFeatureFlagSchema) });
export const adminFeatureFlagResponseSchema = z.object({ data: adminFeatureFlagSchema });

export const featureFlagParamsSchema = z.object({ name: featureFlagNameSchema });
export const featureFlagOverrideParamsSchema = z.object({
  name: featureFlagNameSchema,
  short_code: z.string().trim().min(1).max(64),
});
export const featureFlagDefaultBodySchema = z.strictObject({ default_enabled: z.boolean() });
export const featureFlagOverrideBodySchema = z.strictObject({ enabled: z.boolean() });

export const UNKNOWN_ORGANISATION_FOR_FLAG_MESSAGE = 'No organisation has that short code.';
