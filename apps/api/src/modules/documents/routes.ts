import {
  deleteMyDocumentEndpoint,
  documentDownloadEndpoint,
  errorResponseSchema,
  FILE_NAME_HEADER,
  myDocumentLinkEndpoint,
  myDocumentsEndpoint,
  patientDocumentLinkEndpoint,
  patientDocumentsEndpoint,
  uploadMyDocumentEndpoint,
  uploadPatientDocumentEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { createDownloadLink, downloadHeaders, readDownloadLink } from '../../lib/download-links';
import { signedInRefusals } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { auditSource } from '../audit/service';
import { authSecret } from '../auth/service';
import {
  cleanFileName,
  deleteMyDocument,
  documentForLink,
  documentStorageFor,
  listMyDocuments,
  listPatientDocuments,
  openDocument,
  precheckUpload,
  uploadMyDocument,
  uploadPatientDocument,
  uploadTempDir,
  type DocumentStorage,
} from './service';

const refusals = {
  ...signedInRefusals,
  404: errorResponseSchema,
  413: errorResponseSchema,
};

/** Documents of a health record (issue 12): uploads streamed and sniffed, downloads by signed link. */
export const documentRoutes: FastifyPluginAsyncZod<{ storage?: DocumentStorage }> = async (
  app,
  options,
) => {
  const secret = authSecret(app.config);
  const storage = options.storage ?? documentStorageFor(app.config);
  const limitMb = app.config.UPLOAD_LIMIT_MB;
  const tempDir = await uploadTempDir(app.config);

  // The upload body is the file itself, streamed: this plugin's parser hands the raw stream over
  // (the app-wide body limit does not apply; upload.ts counts against UPLOAD_LIMIT_MB).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );

  const uploadOf = (request: FastifyRequest) => {
    const fileName = cleanFileName(request.headers[FILE_NAME_HEADER] as string | undefined);
    const length = request.headers['content-length'];
    precheckUpload(fileName, length === undefined ? undefined : Number(length), limitMb);
    return {
      body: request.body as Readable,
      fileName,
      limits: { limitMb, tempDir },
      now: app.clock.now(),
      source: auditSource(request),
    };
  };
  const uploadSchema = { consumes: ['application/octet-stream'] };

  app.get(
    myDocumentsEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: "The caller's documents, newest first",
        response: { 200: myDocumentsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await listMyDocuments(app.db, request.user.id, auditSource(request)),
    }),
  );

  app.post(
    uploadMyDocumentEndpoint.path,
    {
      schema: {
        ...uploadSchema,
        tags: ['records'],
        summary: 'Upload a document (the bytes as the body, the name in x-file-name)',
        response: { 201: uploadMyDocumentEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await uploadMyDocument(app.db, storage, request.user.id, uploadOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    deleteMyDocumentEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'Delete a document the caller uploaded',
        params: deleteMyDocumentEndpoint.params,
        response: { 200: deleteMyDocumentEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      await deleteMyDocument(
        app.db,
        storage,
        request.user.id,
        request.params.id,
        auditSource(request),
      );
      return { data: { deleted: true as const } };
    },
  );

  const linkEndpoints = [
    [myDocumentLinkEndpoint, 'records'],
    [patientDocumentLinkEndpoint, 'clinicians'],
  ] as const;
  for (const [endpoint, tag] of linkEndpoints) {
    app.post(
      endpoint.path,
      {
        schema: {
          tags: [tag],
          summary: 'A short-lived link to download the document',
          params: endpoint.params,
          response: { 200: endpoint.response, ...refusals },
        },
      },
      async (request) => {
        await documentForLink(app.db, request.user, request.params.id);
        return {
          data: await createDownloadLink(
            secret,
            documentDownloadEndpoint,
            { kind: 'document', id: request.params.id, actorId: request.user.id },
            app.clock.now(),
          ),
        };
      },
    );
  }

  app.get(
    documentDownloadEndpoint.path,
    {
      config: { access: 'secret-link' },
      schema: {
        tags: ['records'],
        summary: 'The file behind a download link, always as an attachment',
        params: documentDownloadEndpoint.params,
      },
    },
    async (request, reply) => {
      const grant = await readDownloadLink(
        secret,
        'document',
        request.params.token,
        app.clock.now(),
      );
      if (!grant) throw notFound('This download link has expired. Ask for a new one.');
      const file = await openDocument(app.db, storage, grant.id, {
        actorId: grant.actorId,
        ip: request.ip || null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply
        .headers(downloadHeaders(file.fileName, file.mimeType, file.size))
        .send(file.stream);
    },
  );

  app.get(
    patientDocumentsEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: "A patient's documents (patients in the clinician's provider's care only)",
        params: patientDocumentsEndpoint.params,
        response: { 200: patientDocumentsEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await listPatientDocuments(
        app.db,
        request.user,
        request.params.patientId,
        auditSource(request),
      ),
    }),
  );

  app.post(
    uploadPatientDocumentEndpoint.path,
    {
      schema: {
        ...uploadSchema,
        tags: ['clinicians'],
        summary: "Upload a document to a patient's record",
        params: uploadPatientDocumentEndpoint.params,
        response: { 201: uploadPatientDocumentEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await uploadPatientDocument(
        app.db,
        storage,
        request.user,
        request.params.patientId,
        uploadOf(request),
      );
      return reply.code(201).send({ data });
    },
  );
};
