import {
  correctPrescriptionEndpoint,
  errorResponseSchema,
  issuePrescriptionEndpoint,
  myPrescriptionEndpoint,
  myPrescriptionLinkEndpoint,
  myPrescriptionsEndpoint,
  patientPrescriptionEndpoint,
  patientPrescriptionsEndpoint,
  prescriptionDownloadEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDownloadLink, downloadHeaders, readDownloadLink } from '../../lib/download-links';
import { signedInRefusals } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { auditSource } from '../audit/service';
import { authSecret } from '../auth/service';
import {
  correctPrescription,
  issuePrescription,
  listMyPrescriptions,
  listPatientPrescriptions,
  myPrescription,
  patientPrescription,
  prescriptionForDownload,
  prescriptionFileName,
  renderPrescriptionPdf,
} from './service';

const refusals = { ...signedInRefusals, 404: errorResponseSchema };

/** Prescriptions: the patient's reads and PDF, the psychiatrist's writes (issue 12). */
export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = authSecret(app.config);

  app.get(
    myPrescriptionsEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: "The caller's prescriptions (latest version of each), newest first",
        response: { 200: myPrescriptionsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await listMyPrescriptions(app.db, request.user.id, auditSource(request)),
    }),
  );

  app.get(
    myPrescriptionEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'One of the caller’s prescriptions (any version)',
        params: myPrescriptionEndpoint.params,
        response: { 200: myPrescriptionEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await myPrescription(app.db, request.user.id, request.params.id, auditSource(request)),
    }),
  );

  app.post(
    myPrescriptionLinkEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'A short-lived link to the prescription as a PDF',
        params: myPrescriptionLinkEndpoint.params,
        response: { 200: myPrescriptionLinkEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      // The PDF route audits the download itself; making the link reads nothing.
      await prescriptionForDownload(app.db, request.user.id, request.params.id);
      return {
        data: await createDownloadLink(
          secret,
          prescriptionDownloadEndpoint,
          { kind: 'prescription', id: request.params.id, actorId: request.user.id },
          app.clock.now(),
        ),
      };
    },
  );

  app.get(
    prescriptionDownloadEndpoint.path,
    {
      config: { access: 'secret-link' },
      schema: {
        tags: ['records'],
        summary: 'The prescription PDF behind a download link (attachment)',
        params: prescriptionDownloadEndpoint.params,
      },
    },
    async (request, reply) => {
      const grant = await readDownloadLink(
        secret,
        'prescription',
        request.params.token,
        app.clock.now(),
      );
      if (!grant) throw notFound('This download link has expired. Ask for a new one.');
      const prescription = await myPrescription(
        app.db,
        grant.actorId,
        grant.id,
        {
          actorId: grant.actorId,
          ip: request.ip || null,
          userAgent: request.headers['user-agent'] ?? null,
        },
        'download',
      );
      const pdf = await renderPrescriptionPdf(prescription);
      return reply
        .headers(
          downloadHeaders(prescriptionFileName(prescription), 'application/pdf', pdf.byteLength),
        )
        .send(Buffer.from(pdf));
    },
  );

  // ---- Clinician side ----

  app.get(
    patientPrescriptionsEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: "A patient's prescriptions (patients in the clinician's provider's care only)",
        params: patientPrescriptionsEndpoint.params,
        response: { 200: patientPrescriptionsEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await listPatientPrescriptions(
        app.db,
        request.user,
        request.params.patientId,
        auditSource(request),
      ),
    }),
  );

  app.post(
    issuePrescriptionEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Issue a prescription (psychiatrists, for patients in their care)',
        params: issuePrescriptionEndpoint.params,
        body: issuePrescriptionEndpoint.body,
        response: { 201: issuePrescriptionEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await issuePrescription(
        app.db,
        request.user,
        request.params.patientId,
        request.body,
        app.clock.now(),
        auditSource(request),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    patientPrescriptionEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'One prescription of a patient in the clinician’s care',
        params: patientPrescriptionEndpoint.params,
        response: { 200: patientPrescriptionEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await patientPrescription(
        app.db,
        request.user,
        request.params.id,
        auditSource(request),
      ),
    }),
  );

  app.post(
    correctPrescriptionEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Correct a prescription: issues its next version (the latest version only)',
        params: correctPrescriptionEndpoint.params,
        body: correctPrescriptionEndpoint.body,
        response: {
          201: correctPrescriptionEndpoint.response,
          409: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const data = await correctPrescription(
        app.db,
        request.user,
        request.params.id,
        request.body,
        app.clock.now(),
        auditSource(request),
      );
      return reply.code(201).send({ data });
    },
  );
};
