import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../app';
import { testConfig } from './app';

export interface SeenRoute {
  /** `METHOD /url`, as Fastify registered it (`GET /api/providers/:uuid`). */
  key: string;
  route: RouteOptions;
}

/** An app (clock-control routes and admin token on) and every route it registered. */
export async function appWithRoutes(
  overrides: Record<string, string>,
): Promise<{ app: App; seen: SeenRoute[] }> {
  const seen: SeenRoute[] = [];
  const app = await buildApp(
    testConfig({
      TEST_CLOCK_CONTROL: 'true',
      ADMIN_TOKEN: 'a'.repeat(32),
      // The built web app's files (one public route each, when built) are left out: they hold
      // no one's data, and the lists would depend on the build.
      WEB_DIST_DIR: join(tmpdir(), 'kaizen-route-access-no-web-build'),
      ...overrides,
    }),
    {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          // HEAD routes are Fastify's copies of GET routes, with the same options.
          if (method !== 'HEAD') seen.push({ key: `${method} ${route.url}`, route });
        }
      },
    },
  );
  await app.ready();
  return { app, seen };
}

/** The settings that register the Razorpay routes as well as the test gateway's. */
export const RAZORPAY_ROUTES = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_routeaccess',
  RAZORPAY_KEY_SECRET: 'route-access-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'route-access-webhook-secret',
};
