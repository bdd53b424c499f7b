import { errorResponseSchema, setCrisisLinesEndpoint } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { organisations } from '../organisations/tables';
import { saveCrisisLines } from './crisis-lines';

const ORGANISATION_NOT_FOUND_MESSAGE = 'This organisation was not found.';

/**
 * An organisation's own crisis numbers for the safety screen (x-admin-token; without a row the
 * configured defaults apply). Without ADMIN_TOKEN or with a wrong one the route answers 404.
 */
export const assessmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    setCrisisLinesEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        tags: ['assessments (admin)'],
        summary: "Set an organisation's helpline and emergency numbers",
        params: setCrisisLinesEndpoint.params,
        body: setCrisisLinesEndpoint.body,
        response: { 200: setCrisisLinesEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const [organisation] = await app.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.uuid, request.params.uuid));
      if (!organisation) throw notFound(ORGANISATION_NOT_FOUND_MESSAGE);
      await saveCrisisLines(app.db, organisation.id, request.body, app.clock.now());
      return { data: request.body };
    },
  );
};
