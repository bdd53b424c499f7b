import {
  errorResponseSchema,
  paymentHistoryEndpoint,
  receiptDownloadEndpoint,
  receiptLinkEndpoint,
  RECEIPT_NOT_FOUND_MESSAGE,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDownloadLink, downloadHeaders, readDownloadLink } from '../../../lib/download-links';
import { signedInRefusals } from '../../../lib/error-responses';
import { notFound } from '../../../lib/http-errors';
import { authSecret } from '../../auth/service';
import { ownReceiptPdf, paymentHistory } from './history';

/** The person's payment history and receipt PDFs (issue 11): their own only. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = authSecret(app.config);

  app.get(
    paymentHistoryEndpoint.path,
    {
      schema: {
        tags: ['payments'],
        summary: "The caller's settled payments, newest first, with their receipts",
        response: { 200: paymentHistoryEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await paymentHistory(app.db, request.user.id) }),
  );

  app.post(
    receiptLinkEndpoint.path,
    {
      schema: {
        tags: ['payments'],
        summary: `A short-lived link to one of the caller's receipts as a PDF (${RECEIPT_NOT_FOUND_MESSAGE} for anyone else's)`,
        params: receiptLinkEndpoint.params,
        response: {
          200: receiptLinkEndpoint.response,
          404: errorResponseSchema,
          ...signedInRefusals,
        },
      },
    },
    async (request) => {
      const { receiptId } = request.params;
      // Refuses another person's receipt before any link exists.
      await ownReceiptPdf(app.db, receiptId, request.user.id);
      return {
        data: await createDownloadLink(
          secret,
          receiptDownloadEndpoint,
          { kind: 'receipt', id: receiptId, actorId: request.user.id },
          app.clock.now(),
        ),
      };
    },
  );

  app.get(
    receiptDownloadEndpoint.path,
    {
      config: { access: 'secret-link' },
      schema: {
        tags: ['payments'],
        summary: 'The receipt PDF behind a download link (attachment)',
        params: receiptDownloadEndpoint.params,
      },
    },
    async (request, reply) => {
      const grant = await readDownloadLink(
        secret,
        'receipt',
        request.params.token,
        app.clock.now(),
      );
      if (!grant) throw notFound('This download link has expired. Ask for a new one.');
      const { fileName, pdf } = await ownReceiptPdf(app.db, grant.id, grant.actorId);
      return reply
        .headers(downloadHeaders(fileName, 'application/pdf', pdf.byteLength))
        .send(Buffer.from(pdf));
    },
  );
};
