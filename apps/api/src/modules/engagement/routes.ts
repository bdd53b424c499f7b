import {
  uiConfigQuerySchema,
  uiConfigResponseSchema,
  uiConfigUpdateBodySchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { readUiConfig, writeUiConfig } from './service';

const BASE = '/customers/new_profile_communication';
const responses = { 200: uiConfigResponseSchema, ...signedInRefusals };

/** New-profile communication flags (SPEC §3, §4, §7) of the signed-in user. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      schema: {
        tags: ['engagement'],
        summary: 'Whether the new-profile modal or tooltip is still to be shown (default true)',
        querystring: uiConfigQuerySchema,
        response: responses,
      },
    },
    async (request) => ({
      data: await readUiConfig(app.db, request.user.id, request.query.config_key),
    }),
  );

  app.put(
    `${BASE}/update_user_interface_config`,
    {
      schema: {
        tags: ['engagement'],
        summary: 'Set the new-profile modal or tooltip flag',
        body: uiConfigUpdateBodySchema,
        response: responses,
      },
    },
    async (request) => ({
      data: await writeUiConfig(app.db, request.user.id, request.body, app.clock.now()),
    }),
  );
};
