import { testClockEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdjustableClock } from '../../lib/clock';
import { authRateLimit } from '../../plugins/rate-limit';

/**
 * Test harness (TEST_CLOCK_CONTROL=true only): moves the API's clock to a given moment, from
 * which it keeps running. Like the outbox admin view, it does not exist without ADMIN_TOKEN.
 */
export const clockControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;
  if (!isAdjustableClock(clock)) throw new Error('TEST_CLOCK_CONTROL needs an adjustable clock');
  app.log.warn(
    'TEST_CLOCK_CONTROL is on: PUT /api/test/clock moves this server’s clock. Test servers only.',
  );
  app.put(
    testClockEndpoint.path,
    {
      config: { access: 'admin-token', rateLimit: authRateLimit(app.config) },
      schema: {
        hide: true,
        body: testClockEndpoint.body,
        response: { 200: testClockEndpoint.response },
      },
    },
    async (request) => {
      clock.set(request.body.now);
      return { now: clock.now().toISOString() };
    },
  );
};
