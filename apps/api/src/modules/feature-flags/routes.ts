import {
  adminFeatureFlagResponseSchema,
  adminFeatureFlagsResponseSchema,
  errorResponseSchema,
  featureFlagDefaultBodySchema,
  featureFlagOverrideBodySchema,
  featureFlagOverrideParamsSchema,
  featureFlagParamsSchema,
  featuresResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../../lib/signed-in-viewer';
import {
  featuresFor,
  flagsForOperator,
  removeFlagOverride,
  setFlagDefault,
  setFlagOverride,
  type ListingOffers,
} from './service';

interface FeatureFlagRouteOptions {
  /** The coupons module's public offers, shown while their listing flag is on. */
  offers: ListingOffers;
}

// The SPEC §7 feature-flag path and the operator API (paths in contracts feature-flags.ts).
export const featureFlagRoutes: FastifyPluginAsyncZod<FeatureFlagRouteOptions> = async (
  app,
  options,
) => {
  app.get(
    '/features',
    {
      config: { access: 'optional-session', rotateToken: false },
      schema: {
        tags: ['feature-flags'],
        summary: "SPEC §7 feature-flag path: every flag for the caller's organisation, and offers",
        response: { 200: featuresResponseSchema },
      },
    },
    async (request, reply) =>
      featuresFor(app.db, {
        userId: await signedInViewer(app, request, reply),
        now: app.clock.now(),
        offers: options.offers,
      }),
  );

  const refusals = { 404: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/admin/feature-flags',
    {
      config: { access: 'admin-token' },
      schema: { hide: true, response: { 200: adminFeatureFlagsResponseSchema, ...refusals } },
    },
    async () => ({ data: await flagsForOperator(app.db) }),
  );

  app.patch(
    '/admin/feature-flags/:name',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: featureFlagParamsSchema,
        body: featureFlagDefaultBodySchema,
        response: { 200: adminFeatureFlagResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setFlagDefault(
        app.db,
        request.params.name,
        request.body.default_enabled,
        app.clock.now(),
      ),
    }),
  );

  app.put(
    '/admin/feature-flags/:name/organisations/:short_code',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: featureFlagOverrideParamsSchema,
        body: featureFlagOverrideBodySchema,
        response: { 200: adminFeatureFlagResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setFlagOverride(app.db, {
        name: request.params.name,
        shortCode: request.params.short_code,
        enabled: request.body.enabled,
        now: app.clock.now(),
      }),
    }),
  );

  app.delete(
    '/admin/feature-flags/:name/organisations/:short_code',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: featureFlagOverrideParamsSchema,
        response: { 200: adminFeatureFlagResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await removeFlagOverride(app.db, request.params.name, request.params.short_code),
    }),
  );
};
