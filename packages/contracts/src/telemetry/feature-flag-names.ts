import { COUPON_ENABLED_FLAG, LISTING_OFFER_FLAG } from '../commerce/coupon-texts';

// The feature flags' names and client defaults without schemas (no Zod): the listing reads them
// before it hydrates (its offer banner), where a module with schemas would bring Zod along
// (issue 14). Schemas and the rest: feature-flags.ts.

/** SPEC §3: the AI features flag, off unless an operator turns it on. */
export const AI_ENABLED_FLAG = 'ai_enabled';

/** The flags the migration creates; operators change their values, not the list. */
export const FEATURE_FLAG_NAMES = [
  AI_ENABLED_FLAG,
  COUPON_ENABLED_FLAG,
  LISTING_OFFER_FLAG,
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/**
 * SPEC §3 client defaults, before the server has answered: ai_enabled false, cf_coupon_enabled
 * null (unknown: the review offers no coupon field until it knows).
 */
export const FEATURE_FLAG_CLIENT_DEFAULTS: Readonly<Record<FeatureFlagName, boolean | null>> = {
  [AI_ENABLED_FLAG]: false,
  [COUPON_ENABLED_FLAG]: null,
  [LISTING_OFFER_FLAG]: null,
};
