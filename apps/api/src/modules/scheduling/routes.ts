import { errorResponseSchema, providerSlotsEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../../lib/signed-in-viewer';
import { createSlotsCache } from './service';

export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createSlotsCache();
  app.get(
    providerSlotsEndpoint.path,
    {
      // Read with the caller's session when there is one, never rotating it (a public read).
      config: { access: 'optional-session', rotateToken: false },
      schema: {
        tags: ['providers'],
        summary: "A provider's bookable session starts in [from, to) as UTC instants",
        params: providerSlotsEndpoint.params,
        querystring: providerSlotsEndpoint.query,
        response: {
          200: providerSlotsEndpoint.response,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => ({
      data: await app.scheduling.providerSlots(
        app.db,
        request.params.uuid,
        request.query,
        app.clock.now(),
        cache,
        {
          viewerId: await signedInViewer(app, request, reply),
        },
      ),
    }),
  );
};
