import {
  errorResponseSchema,
  providerSlotsParamsSchema,
  providerSlotsQuerySchema,
  providerSlotsResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSlotsCache, providerSlots } from './service';

export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createSlotsCache();
  app.get(
    '/providers/:uuid/slots',
    {
      schema: {
        tags: ['providers'],
        summary: "A provider's bookable session starts in [from, to) as UTC instants",
        params: providerSlotsParamsSchema,
        querystring: providerSlotsQuerySchema,
        response: {
          200: providerSlotsResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await providerSlots(app.db, request.params.uuid, request.query, app.clock.now(), cache),
    }),
  );
};
