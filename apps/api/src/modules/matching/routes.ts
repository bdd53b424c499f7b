import { matchingDataEndpoint, matchingFiltersEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { readMatching, saveMatching } from './service';

/** The matching questionnaire per provider type (SPEC §3, §4, §7); the caller's own data only. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const assetsHost = app.config.PUBLIC_URL;

  app.get(
    matchingFiltersEndpoint.path,
    {
      schema: {
        tags: ['matching'],
        summary: "The caller's answers for a provider type and the providers matched to them",
        querystring: matchingFiltersEndpoint.query,
        response: { 200: matchingFiltersEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await readMatching(app.db, request.user.id, request.query.type, assetsHost),
    }),
  );

  app.post(
    matchingDataEndpoint.path,
    {
      schema: {
        tags: ['matching'],
        summary: 'Store answers (newest copy wins) and rank up to 30 providers for them',
        body: matchingDataEndpoint.body,
        response: { 200: matchingDataEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await saveMatching(app.db, request.user.id, request.body, {
        now: app.clock.now(),
        assetsHost,
      }),
    }),
  );
};
