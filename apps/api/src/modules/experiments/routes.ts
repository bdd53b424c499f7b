import {
  adminExperimentResponseSchema,
  adminExperimentsResponseSchema,
  errorResponseSchema,
  experimentAssignmentBodySchema,
  experimentAssignmentResponseSchema,
  experimentChangeBodySchema,
  experimentDefinitionBodySchema,
  experimentParamsSchema,
  remoteConfigResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import {
  assignVariant,
  defineExperiment,
  experimentsForOperator,
  remoteConfig,
  setExperimentActive,
} from './service';

// Experiments: remote config for visitors, a signed-in person's variant, the operator API (paths
// in contracts experiments.ts).
export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const refusals = { 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/experiments/remote-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['experiments'],
        summary: 'Running experiments and their weights, for visitors (SPEC §4 remote config)',
        response: { 200: remoteConfigResponseSchema },
      },
    },
    async () => ({ data: await remoteConfig(app.db) }),
  );

  app.post(
    '/customers/experiments/:name',
    {
      schema: {
        tags: ['experiments'],
        summary: "The person's variant: stored value, override, or a new weighted assignment",
        params: experimentParamsSchema,
        body: experimentAssignmentBodySchema,
        response: {
          200: experimentAssignmentResponseSchema,
          ...signedInRefusals,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await assignVariant(
        app.db,
        request.user,
        request.params.name,
        request.body.override,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    '/admin/experiments',
    {
      config: { access: 'admin-token' },
      schema: { hide: true, response: { 200: adminExperimentsResponseSchema, ...refusals } },
    },
    async () => ({ data: await experimentsForOperator(app.db) }),
  );

  app.post(
    '/admin/experiments',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        body: experimentDefinitionBodySchema,
        response: { 201: adminExperimentResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await defineExperiment(app.db, request.body, app.clock.now()) }),
  );

  app.patch(
    '/admin/experiments/:name',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: experimentParamsSchema,
        body: experimentChangeBodySchema,
        response: { 200: adminExperimentResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setExperimentActive(app.db, request.params.name, request.body.active),
    }),
  );
};
