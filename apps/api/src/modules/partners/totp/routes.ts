import {
  memberParamsSchema,
  metaInfoParamsSchema,
  totpCodeRequestSchema,
  totpEnrolmentResponseSchema,
  totpStatusResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../../lib/error-responses';
import { authRateLimit } from '../../../plugins/rate-limit';
import { authSecret } from '../../auth/service';
import { requireAdministered } from '../../organisations/service';
import { enrolTotp, resetMemberTotp, totpStatus, verifyTotpCode } from './service';

const errors = refusals(401, 404, 409, 422, 429, 503);

/** Partner TOTP (SPEC §7 verify_totp_code) for members, and its reset in the console. */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const base = '/customers/organisations_integration/:company';
  const sealingKey = () => authSecret(app.config);

  app.get(
    `${base}/totp`,
    {
      schema: {
        tags,
        summary: 'Whether the organisation asks for a code, and whether this device gave one',
        params: metaInfoParamsSchema,
        response: { 200: totpStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await totpStatus(app.db, request.user, request.params.company),
    }),
  );

  app.post(
    `${base}/totp_enrolment`,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'A new authenticator secret (shown once), confirmed by the first code',
        params: metaInfoParamsSchema,
        response: { 201: totpEnrolmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const enrolment = await enrolTotp(
        app.db,
        sealingKey(),
        request.user,
        request.params.company,
        app.clock.now(),
      );
      return reply.code(201).send({ data: enrolment });
    },
  );

  app.post(
    `${base}/verify_totp_code`,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Check a code from the authenticator app (503 for a wrong one, SPEC §8)',
        params: metaInfoParamsSchema,
        body: totpCodeRequestSchema,
        response: { 200: totpStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await verifyTotpCode(
        app.db,
        sealingKey(),
        request.user,
        request.params.company,
        request.body.code,
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    '/org-admin/members/:uuid/totp',
    {
      schema: {
        tags: ['organisation console'],
        summary: "Reset a member's authenticator enrolment (they enrol again)",
        params: memberParamsSchema,
        response: { 200: z.object({ data: z.null() }), ...errors },
      },
    },
    async (request) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      await resetMemberTotp(app.db, organisation.id, request.params.uuid);
      return { data: null };
    },
  );
};
