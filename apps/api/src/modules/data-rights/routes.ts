import {
  eraseAccountEndpoint,
  errorResponseSchema,
  exportDownloadEndpoint,
  exportLinkEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDownloadLink, downloadHeaders, readDownloadLink } from '../../lib/download-links';
import { signedInRefusals } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { auditSource } from '../audit/service';
import { authSecret } from '../auth/service';
import { documentStorageFor, type DocumentStorage } from '../documents/service';
import {
  eraseAccount,
  exportPersonalData,
  renderExportHtml,
  type PersonalDataSections,
} from './service';

/** Data rights (issue 12): export everything, erase the account. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{
  /** Every section of personal data the app holds (composition.ts lists them). */
  sections: PersonalDataSections;
  storage?: DocumentStorage;
}> = async (app, options) => {
  const { sections } = options;
  const secret = authSecret(app.config);
  const storage = options.storage ?? documentStorageFor(app.config);

  app.post(
    exportLinkEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'A short-lived link to download all of the caller’s data (add ?format=json|html)',
        response: { 200: exportLinkEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await createDownloadLink(
        secret,
        exportDownloadEndpoint,
        { kind: 'export', id: request.user.uuid, actorId: request.user.id },
        app.clock.now(),
      ),
    }),
  );

  app.get(
    exportDownloadEndpoint.path,
    {
      config: { access: 'secret-link' },
      schema: {
        tags: ['records'],
        summary: 'All of a person’s data behind an export link, as a JSON or HTML attachment',
        params: exportDownloadEndpoint.params,
        querystring: exportDownloadEndpoint.query,
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const grant = await readDownloadLink(secret, 'export', request.params.token, now);
      if (!grant) throw notFound('This download link has expired. Ask for a new one.');
      const data = await exportPersonalData(sections, app.db, grant.actorId, now, {
        actorId: grant.actorId,
        ip: request.ip || null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const day = now.toISOString().slice(0, 10);
      if (request.query.format === 'html') {
        const html = renderExportHtml(data);
        return reply
          .headers(downloadHeaders(`kaizen-data-${day}.html`, 'text/html; charset=utf-8'))
          .send(html);
      }
      return reply
        .headers(downloadHeaders(`kaizen-data-${day}.json`, 'application/json; charset=utf-8'))
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    eraseAccountEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'Erase the caller’s account (password and the word ERASE to confirm)',
        body: eraseAccountEndpoint.body,
        response: {
          200: eraseAccountEndpoint.response,
          409: errorResponseSchema,
          ...signedInRefusals,
        },
      },
      // The session is gone afterwards: no rotated token to send back.
      config: { rotateToken: false },
    },
    async (request) => {
      const { retained } = await eraseAccount(
        sections,
        app.db,
        storage,
        request.user.id,
        request.body.password,
        app.clock.now(),
        auditSource(request),
      );
      return { data: { erased: true as const, retained: [...retained] } };
    },
  );
};
