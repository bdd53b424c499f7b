import { UNAUTHENTICATED_MESSAGE } from '@kaizen/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandling } from './plugins/errors';
import { appWithRoutes, RAZORPAY_ROUTES, type SeenRoute } from './test/registered-routes';

// Default deny (plugins/access.ts): every route is signed-in unless it names the one credential
// it checks instead. This lists every route reachable without a session and compares it with
// the list below, so making a signed-in route public (or registering one outside the /api and
// session-host scopes) fails here until someone adds it on purpose.

/** Every route a caller without a session may reach, with the credential it checks instead. */
const NOT_SIGNED_IN: Record<string, string> = {
  'GET /api/health': 'public',
  'POST /api/telemetry/errors': 'public',
  'GET /api/telemetry/tracing': 'public',
  'POST /api/telemetry/spans': 'public',
  'POST /api/telemetry/events': 'optional-session',
  'POST /api/customers/authenticate': 'public',
  'POST /api/customers/authenticate/sign_in': 'public',
  'POST /api/customers/authenticate/verify': 'secret-link',
  'POST /api/customers/authenticate/resend': 'secret-link',
  'POST /api/customers/authenticate/otp': 'public',
  'POST /api/customers/authenticate/otp/resend': 'secret-link',
  'POST /api/customers/authenticate/otp/verify': 'secret-link',
  'POST /api/customers/authenticate/google': 'secret-link',
  'GET /api/sign_in_options': 'public',
  'POST /api/customers/authenticate/password': 'public',
  'PUT /api/customers/authenticate/password': 'optional-session',
  'POST /api/decode-token': 'secret-link',
  'POST /api/partner_sessions': 'secret-link',
  // Issue 10 partner entries: a partner-signed token, a single-use sign-in code, the emailed
  // create-password link, and an insurer's CRN (linked to one account by its own proof).
  'POST /api/partner_sign_in_codes': 'secret-link',
  'POST /api/code_login': 'secret-link',
  'POST /api/customers/authenticate/create_password': 'secret-link',
  'POST /api/kli_auto_login': 'secret-link',
  'GET /api/customers/organisations_integration/:company/meta_info': 'public',
  'GET /api/organisation_branding': 'public',
  'GET /api/organisations/:uuid/logo': 'public',
  'POST /api/customers/organisation/confirm_email': 'secret-link',
  'POST /api/customers/profile/confirm_email': 'secret-link',
  'GET /api/providers': 'public',
  'GET /api/providers/:uuid': 'public',
  'GET /api/providers/:uuid/slots': 'optional-session',
  'GET /api/features': 'optional-session',
  'GET /api/providers/:uuid/group_sessions': 'public',
  'GET /api/clinics': 'public',
  'GET /api/location': 'public',
  'GET /api/policies/:type': 'public',
  'GET /api/policies/:type/:version': 'public',
  'GET /api/realtime/*': 'fb-token',
  'PUT /api/realtime/*': 'fb-token',
  'PATCH /api/realtime/*': 'fb-token',
  'DELETE /api/realtime/*': 'fb-token',
  'POST /api/payments/webhooks/test': 'webhook-signature',
  'POST /api/payments/webhooks/razorpay': 'webhook-signature',
  'GET /api/payments/test-gateway/checkout/:paymentId': 'secret-link',
  'POST /api/payments/test-gateway/checkout/:paymentId/:outcome': 'secret-link',
  'GET /api/payments/razorpay/checkout/:paymentId': 'secret-link',
  'POST /api/payments/razorpay/callback/:paymentId': 'secret-link',
  'GET /api/payments/razorpay/cancel/:paymentId': 'secret-link',
  'POST /api/payments/razorpay/cancel/:paymentId': 'secret-link',
  'GET /api/documents/download/:token': 'secret-link',
  'GET /api/prescriptions/download/:token': 'secret-link',
  'GET /api/receipts/download/:token': 'secret-link',
  'GET /api/records/export/:token': 'secret-link',
  'GET /api/calendar/:file': 'secret-link',
  'GET /session/:bookingId/:payload/:platform': 'secret-link',
  'GET /api/admin/outbox': 'admin-token',
  'POST /api/admin/coupons': 'admin-token',
  'GET /api/admin/coupons': 'admin-token',
  'GET /api/admin/analytics/funnel': 'admin-token',
  'GET /api/admin/analytics/retention': 'admin-token',
  'GET /api/admin/operator': 'admin-token',
  'GET /api/admin/error-groups': 'admin-token',
  'GET /api/admin/feature-flags': 'admin-token',
  'PATCH /api/admin/feature-flags/:name': 'admin-token',
  'PUT /api/admin/feature-flags/:name/organisations/:short_code': 'admin-token',
  'DELETE /api/admin/feature-flags/:name/organisations/:short_code': 'admin-token',
  'GET /api/experiments/remote-config': 'public',
  'GET /api/admin/experiments': 'admin-token',
  'POST /api/admin/experiments': 'admin-token',
  'PATCH /api/admin/experiments/:name': 'admin-token',
  'POST /api/admin/policies': 'admin-token',
  'POST /api/admin/organisations/:short_code/invitations': 'admin-token',
  'POST /api/admin/organisations/:short_code/administrators': 'admin-token',
  'PUT /api/admin/organisations/:uuid/crisis_lines': 'admin-token',
  'PUT /api/test/clock': 'admin-token',
  // Outside the deny-by-default scopes: the API description, the stylesheet of the server's own
  // HTML pages, and CORS preflight. None reads or writes anyone's data.
  'GET /api/docs': 'outside',
  'GET /api/docs/json': 'outside',
  'GET /api/docs/yaml': 'outside',
  'GET /api/docs/static/*': 'outside',
  'GET /api/docs/static/index.html': 'outside',
  'GET /api/docs/static/swagger-initializer.js': 'outside',
  'GET /api/openapi.json': 'outside',
  'GET /api/pages/page.css': 'outside',
  'OPTIONS *': 'outside',
};

const accessOf = ({ route }: SeenRoute) => route.config?.access ?? 'outside';

let testGateway: { app: App; seen: SeenRoute[] };
let razorpay: { app: App; seen: SeenRoute[] };
beforeAll(async () => {
  testGateway = await appWithRoutes({});
  razorpay = await appWithRoutes(RAZORPAY_ROUTES);
});
afterAll(async () => {
  await testGateway.app.close();
  await razorpay.app.close();
});

describe('route access', () => {
  it('every route reachable without a session is on the list, with its credential', () => {
    const seen = [...testGateway.seen, ...razorpay.seen];
    const notSignedIn = Object.fromEntries(
      seen
        .filter((route) => accessOf(route) !== 'signed-in')
        .map((route) => [route.key, accessOf(route)]),
    );
    expect(notSignedIn).toEqual(NOT_SIGNED_IN);
  });

  it('every other route checks the session before its handler', () => {
    const signedIn = testGateway.seen.filter((route) => accessOf(route) === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(60);
    for (const { key, route } of signedIn) {
      const preHandlers = [route.preHandler].flat();
      expect(preHandlers[0], key).toBe(testGateway.app.authenticate);
    }
  });

  it('a signed-in route answers 401 without a session', async () => {
    // Routes without parameters, query or body: nothing is validated before the session check.
    const plain = testGateway.seen.filter(
      (route) =>
        accessOf(route) === 'signed-in' &&
        !route.key.includes(':') &&
        !route.route.schema?.querystring &&
        ['GET', 'DELETE'].includes(String(route.route.method)),
    );
    expect(plain.length).toBeGreaterThan(15);
    for (const { key } of plain) {
      const [method, url] = key.split(' ') as ['GET' | 'DELETE', string];
      const response = await testGateway.app.inject({ method, url });
      expect([response.statusCode, response.json()], key).toEqual([
        401,
        { errors: [UNAUTHENTICATED_MESSAGE], code: 'unauthenticated' },
      ]);
    }
  });

  it('an admin route without the operator token does not exist, whatever its body', async () => {
    const admin = testGateway.seen.filter((route) => accessOf(route) === 'admin-token');
    expect(admin.length).toBeGreaterThan(15);
    for (const { key } of admin) {
      const [method, path] = key.split(' ') as [
        'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        string,
      ];
      const url = path.replace(/:[a-z_]+/g, 'x');
      // A malformed body is not read before the token check: 404, never a validation 422.
      const body = method === 'GET' || method === 'DELETE' ? undefined : { not: 'valid' };
      const response = await testGateway.app.inject({ method, url, payload: body });
      expect(response.statusCode, key).toBe(404);
    }
  });

  it('reading the signed-in person where no session was checked answers 401, not a crash', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerAuthentication(app, {
      verify: () => Promise.reject(new Error('no session is checked on this route')),
    });
    // A route that lost its sign-in check but still reads the person.
    app.get('/forgot-its-check', async (request) => ({ id: request.user.id }));
    const response = await app.inject({ method: 'GET', url: '/forgot-its-check' });
    expect([response.statusCode, response.json()]).toEqual([
      401,
      { errors: [UNAUTHENTICATED_MESSAGE], code: 'unauthenticated' },
    ]);
    await app.close();
  });
});
