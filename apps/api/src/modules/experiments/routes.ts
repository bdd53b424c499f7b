import {
  adminExperimentsEndpoint,
  defineExperimentEndpoint,
  errorResponseSchema,
  experimentAssignmentEndpoint,
  remoteConfigEndpoint,
  setExperimentActiveEndpoint,
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
    remoteConfigEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['experiments'],
        summary: 'Running experiments and their weights, for visitors (SPEC §4 remote config)',
        response: { 200: remoteConfigEndpoint.response },
      },
    },
    async () => ({ data: await remoteConfig(app.db) }),
  );

  app.post(
    experimentAssignmentEndpoint.path,
    {
      schema: {
        tags: ['experiments'],
        summary: "The person's variant: stored value, override, or a new weighted assignment",
        params: experimentAssignmentEndpoint.params,
        body: experimentAssignmentEndpoint.body,
        response: {
          200: experimentAssignmentEndpoint.response,
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
    adminExperimentsEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: { hide: true, response: { 200: adminExperimentsEndpoint.response, ...refusals } },
    },
    async () => ({ data: await experimentsForOperator(app.db) }),
  );

  app.post(
    defineExperimentEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        body: defineExperimentEndpoint.body,
        response: { 201: defineExperimentEndpoint.response, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await defineExperiment(app.db, request.body, app.clock.now()) }),
  );

  app.patch(
    setExperimentActiveEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: setExperimentActiveEndpoint.params,
        body: setExperimentActiveEndpoint.body,
        response: { 200: setExperimentActiveEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await setExperimentActive(app.db, request.params.name, request.body.active),
    }),
  );
};
