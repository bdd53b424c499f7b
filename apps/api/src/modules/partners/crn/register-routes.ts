import {
  crnRegisterEndpoint,
  errorResponseSchema,
  importCrnRegisterEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministered } from '../../organisations/service';
import { crnRegisterSummary, importCrnRegister } from './register';
import { signedInRefusals } from '../../../lib/error-responses';

/** The console's refusals: those of any signed-in route, and 404 for what is not theirs. */
const errors = { ...signedInRefusals, 404: errorResponseSchema };

/** The insurer's CRN register in the organisation console (/org-admin): administrators only. */
export const crnRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation console'];

  app.get(
    crnRegisterEndpoint.path,
    {
      schema: {
        tags,
        summary: 'How many CRNs the register lists and links, and the latest imports',
        response: { 200: crnRegisterEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      return { data: await crnRegisterSummary(app.db, organisation) };
    },
  );

  app.post(
    importCrnRegisterEndpoint.path,
    {
      // A 5,000-row register as CSV text is about 250 KB.
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Import the register (CSV of CRN and email): per-row problems and counts',
        body: importCrnRegisterEndpoint.body,
        response: { 201: importCrnRegisterEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      const input = { csv: request.body.csv, by: request.user.id };
      const data = await importCrnRegister(app.db, organisation, input, app.clock.now());
      return reply.code(201).send({ data });
    },
  );
};
