import { newProfileCommunicationEndpoint, updateUiConfigEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { readUiConfig, writeUiConfig } from './service';

/** New-profile communication flags (SPEC §3, §4, §7) of the signed-in user. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    newProfileCommunicationEndpoint.path,
    {
      schema: {
        tags: ['engagement'],
        summary: 'Whether the new-profile modal or tooltip is still to be shown (default true)',
        querystring: newProfileCommunicationEndpoint.query,
        response: { 200: newProfileCommunicationEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await readUiConfig(app.db, request.user.id, request.query.config_key),
    }),
  );

  app.put(
    updateUiConfigEndpoint.path,
    {
      schema: {
        tags: ['engagement'],
        summary: 'Set the new-profile modal or tooltip flag',
        body: updateUiConfigEndpoint.body,
        response: { 200: updateUiConfigEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await writeUiConfig(app.db, request.user.id, request.body, app.clock.now()),
    }),
  );
};
