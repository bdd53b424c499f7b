import type { Endpoint } from '../endpoint';
import {
  adminFeatureFlagResponseSchema,
  adminFeatureFlagsResponseSchema,
  featureFlagDefaultBodySchema,
  featureFlagOverrideBodySchema,
  featureFlagOverrideParamsSchema,
  featureFlagParamsSchema,
  featuresResponseSchema,
} from '../telemetry/feature-flags';

/** SPEC §7 feature-flag path: every flag for the caller's organisation, and offers. */
export const featuresEndpoint = {
  method: 'GET',
  path: '/features',
  response: featuresResponseSchema,
} as const satisfies Endpoint;

/** Every flag with its default and organisation overrides (operator, x-admin-token). */
export const adminFeatureFlagsEndpoint = {
  method: 'GET',
  path: '/admin/feature-flags',
  response: adminFeatureFlagsResponseSchema,
} as const satisfies Endpoint;

/** Turn a flag on or off by default (operator, x-admin-token). */
export const setFeatureFlagDefaultEndpoint = {
  method: 'PATCH',
  path: '/admin/feature-flags/:name',
  params: featureFlagParamsSchema,
  body: featureFlagDefaultBodySchema,
  response: adminFeatureFlagResponseSchema,
} as const satisfies Endpoint;

/** Turn a flag on or off for one organisation (operator, x-admin-token). */
export const setFeatureFlagOverrideEndpoint = {
  method: 'PUT',
  path: '/admin/feature-flags/:name/organisations/:short_code',
  params: featureFlagOverrideParamsSchema,
  body: featureFlagOverrideBodySchema,
  response: adminFeatureFlagResponseSchema,
} as const satisfies Endpoint;

/** Drop an organisation's override of a flag (operator, x-admin-token). */
export const removeFeatureFlagOverrideEndpoint = {
  method: 'DELETE',
  path: '/admin/feature-flags/:name/organisations/:short_code',
  params: featureFlagOverrideParamsSchema,
  response: adminFeatureFlagResponseSchema,
} as const satisfies Endpoint;
