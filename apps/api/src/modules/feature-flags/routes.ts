import {
  adminFeatureFlagsEndpoint,
  errorResponseSchema,
  featuresEndpoint,
  removeFeatureFlagOverrideEndpoint,
  setFeatureFlagDefaultEndpoint,
  setFeatureFlagOverrideEndpoint,
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
    featuresEndpoint.path,
    {
      config: { access: 'optional-session', rotateToken: false },
      schema: {
        tags: ['feature-flags'],
        summary: "SPEC §7 feature-flag path: every flag for the caller's organisation, and offers",
        response: { 200: featuresEndpoint.response },
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
    adminFeatureFlagsEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: { hide: true, response: { 200: adminFeatureFlagsEndpoint.response, ...refusals } },
    },
    async () => ({ data: await flagsForOperator(app.db) }),
  );

  app.patch(
    setFeatureFlagDefaultEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: setFeatureFlagDefaultEndpoint.params,
        body: setFeatureFlagDefaultEndpoint.body,
        response: { 200: setFeatureFlagDefaultEndpoint.response, ...refusals },
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
    setFeatureFlagOverrideEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: setFeatureFlagOverrideEndpoint.params,
        body: setFeatureFlagOverrideEndpoint.body,
        response: { 200: setFeatureFlagOverrideEndpoint.response, ...refusals },
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
    removeFeatureFlagOverrideEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: removeFeatureFlagOverrideEndpoint.params,
        response: { 200: removeFeatureFlagOverrideEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await removeFlagOverride(app.db, request.params.name, request.params.short_code),
    }),
  );
};
