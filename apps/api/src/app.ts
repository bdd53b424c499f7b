import { REQUEST_ID_HEADER } from '@kaizen/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { composeModules, type ModuleOverrides } from './composition';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { createDatabaseLiveness } from './db/liveness';
import { describeDatabaseError } from './db/unavailable';
import { OffsetClock, systemClock, type Clock } from './lib/clock';
import { echoRequestId, loggerOptions } from './lib/logger';
import { denyByDefault } from './plugins/access';
import { actForSelectedProfile, registerAuthentication } from './plugins/authenticate';
import { registerJsonCompression } from './plugins/compression';
import { acceptEmptyJsonBody } from './plugins/empty-json-body';
import { registerErrorHandling, registerNotFoundHandler } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerHtmlPageStyles } from './plugins/web-pages/html-pages';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerTenancy } from './plugins/tenancy/tenancy';
import { registerTracing } from './plugins/tracing';
import { registerTransport, transportOptions } from './plugins/transport';
import { registerWebApp } from './plugins/web-pages/web-app';
import { assessmentAdminRoutes } from './modules/assessments/admin-routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { clinicianAssessmentRoutes } from './modules/assessments/clinician-routes';
import { auditRoutes } from './modules/audit/routes';
import { prescriptionRoutes } from './modules/prescriptions/routes';
import { documentRoutes } from './modules/documents/routes';
import { treatmentPlanRoutes } from './modules/treatment-plans/routes';
import { dataRightsRoutes } from './modules/data-rights/routes';
import { authRoutes } from './modules/auth/routes';
import { googleIdentityRoutes } from './modules/google-identity/routes';
import { createSessionVerifier } from './modules/auth/service';
import { bookingRoutes } from './modules/bookings/routes';
import { clinicianBookingRoutes } from './modules/bookings/clinician/clinician-routes';
import { commerceBookingPayments } from './modules/bookings/service';
import type { Commerce } from './modules/commerce/service';
import { careTeamRoutes } from './modules/care-team/routes';
import { commerceRoutes } from './modules/commerce/routes';
import { consentRoutes } from './modules/consents/routes';
import { contactRoutes } from './modules/contacts/routes';
import { entitlementRoutes } from './modules/entitlements/routes';
import { packageRoutes } from './modules/packages/routes';
import { commercePackagePayments } from './modules/packages/service';
import { couponRoutes } from './modules/coupons/routes';
import { experimentRoutes } from './modules/experiments/routes';
import { featureFlagRoutes } from './modules/feature-flags/routes';
import { operatorRoutes } from './modules/operator/routes';
import { referralRoutes } from './modules/referrals/routes';
import { customerRoutes } from './modules/customers/routes';
import { profileRoutes } from './modules/profiles/routes';
import { actingMember } from './modules/profiles/service';
import { engagementRoutes } from './modules/engagement/routes';
import { healthRoutes } from './modules/health/routes';
import { matchingRoutes } from './modules/matching/routes';
import { outboxAdminRoutes } from './modules/outbox/routes';
import { organisationRoutes } from './modules/organisations/routes';
import { partnerRoutes } from './modules/partners/routes';
import { providerRoutes } from './modules/providers/routes';
import { tenantLookup } from './modules/organisations/service';
import { realtimeRoutes } from './modules/realtime/routes';
import { schedulingRoutes } from './modules/scheduling/routes';
import { clinicianHoursRoutes } from './modules/scheduling/clinician-routes';
import { patientChartRoutes } from './modules/patient-chart/clinician-routes';
import { calendarFeedRoutes } from './modules/calendar-feed/routes';
import type { Scheduling } from './modules/scheduling/service';
import { sessionHostRoutes } from './modules/session-host/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { tracingRoutes } from './modules/telemetry/tracing-routes';
import { analyticsRoutes } from './modules/telemetry/events-routes';
import { clockControlRoutes } from './modules/clock-control/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    /** This app's payments (its gateway, clock and purposes; composition.ts). */
    commerce: Commerce;
    /** This app's slots and earliest-slot cache, with bookings' busy time (composition.ts). */
    scheduling: Scheduling;
  }
}

export interface AppDependencies {
  clock?: Clock;
  /** An already open database (tests share one across apps); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: DestinationStream;
  /** Module collaborators replaced by tests (composition.ts). */
  modules?: ModuleOverrides;
  /** Sees every route as it is registered, after its access was settled (route-access test). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

/** The whole API. server.ts and every test build it the same way, with production settings. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => crypto.randomUUID(),
    // A session-host join link carries a signed token in one path segment (SPEC §4).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    ...transportOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: it sees each route after the scopes' own onRoute hooks changed it.
  if (deps.onRoute) {
    const observe = deps.onRoute;
    app.addHook('onRoute', (route) => queueMicrotask(() => observe(route)));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    openDatabase(config, (error) => {
      // The health check asks the database again on its next call (db/liveness.ts).
      databaseLiveness.suspect();
      app.log.warn(
        { reason: describeDatabaseError(error) },
        'database connection lost; the pool replaces it on demand',
      );
    });
  const databaseLiveness = createDatabaseLiveness(database.db);
  if (!deps.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  const clock = deps.clock ?? (config.TEST_CLOCK_CONTROL ? new OffsetClock() : systemClock);
  app.decorate('clock', clock);
  const modules = composeModules(config, clock, deps.modules);
  app.decorate('commerce', modules.commerce);
  app.decorate('scheduling', modules.scheduling);

  registerErrorHandling(app, databaseLiveness);
  acceptEmptyJsonBody(app);
  app.addHook('onRequest', echoRequestId);
  registerTracing(app, config.OTEL_EXPORTER_OTLP_ENDPOINT, database);
  registerGracefulClose(app);
  registerTransport(app);
  registerInputGuard(app);

  // Cross-cutting plugins, in this order: each may rely on the ones above it.
  await registerSecurity(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  await registerTenancy(app, tenantLookup(app.db));
  registerAuthentication(app, createSessionVerifier(app.db, app.clock));
  registerHtmlPageStyles(app);

  // Domain routes, all under the API base /api (SPEC §7). Default deny: a route is signed-in
  // unless it names another access (plugins/access.ts; route-access.test.ts lists them).
  await app.register(
    async (api) => {
      denyByDefault(api);
      await registerJsonCompression(api);
      await api.register(healthRoutes, { liveness: databaseLiveness });
      await api.register(telemetryRoutes);
      await api.register(tracingRoutes);
      await api.register(analyticsRoutes);
      await api.register(outboxAdminRoutes);
      await api.register(authRoutes);
      await api.register(googleIdentityRoutes);
      await api.register(customerRoutes);
      await api.register(profileRoutes);
      await api.register(organisationRoutes);
      await api.register(partnerRoutes);
      await api.register(realtimeRoutes);
      await api.register(schedulingRoutes);
      await api.register(providerRoutes);
      await api.register(engagementRoutes);
      const bookingWiring = {
        payments: commerceBookingPayments(modules.commerce),
        scheduling: modules.scheduling,
        funding: modules.funding,
        onSessionCompleted: modules.onSessionCompleted,
      };
      await api.register(clinicianBookingRoutes, bookingWiring);
      await api.register(clinicianHoursRoutes);
      await api.register(patientChartRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(consentRoutes);
      await api.register(featureFlagRoutes, { offers: modules.listingOffers });
      await api.register(experimentRoutes);
      await api.register(operatorRoutes);
      await api.register(referralRoutes);
      await api.register(clinicianAssessmentRoutes);
      await api.register(assessmentAdminRoutes);
      // A person's care: with a secondary profile token these act for the member the account
      // holder switched to (SPEC §7); the account routes above always see the account holder.
      await api.register(async (care) => {
        actForSelectedProfile(care, (token, account) => actingMember(app.db, token, account));
        await care.register(matchingRoutes);
        await care.register(careTeamRoutes);
        await care.register(commerceRoutes);
        await care.register(bookingRoutes, bookingWiring);
        await care.register(contactRoutes);
        await care.register(entitlementRoutes);
        await care.register(packageRoutes, {
          payments: commercePackagePayments(modules.commerce),
        });
        await care.register(couponRoutes);
        await care.register(assessmentRoutes);
        await care.register(auditRoutes);
        await care.register(prescriptionRoutes);
        await care.register(documentRoutes);
        await care.register(treatmentPlanRoutes);
      });
      await api.register(dataRightsRoutes, { sections: modules.personalData });
      if (config.TEST_CLOCK_CONTROL) await api.register(clockControlRoutes);
    },
    { prefix: '/api' },
  );
  // The video session host at the default SESSION_HOST_URL ({PUBLIC_URL}/session, SPEC §4).
  await app.register(async (host) => {
    denyByDefault(host);
    await host.register(sessionHostRoutes);
  });

  // Last: the built web app at /, and the answer for unmatched paths (JSON 404 under /api/).
  registerNotFoundHandler(app, await registerWebApp(app));

  return app;
}
