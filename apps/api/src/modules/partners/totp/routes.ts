import {
  partnerTotpEnrolmentEndpoint,
  partnerTotpStatusEndpoint,
  resetMemberTotpEndpoint,
  verifyPartnerTotpEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../../lib/error-responses';
import { authRateLimit } from '../../../plugins/rate-limit';
import { authSecret } from '../../auth/service';
import { requireAdministered } from '../../organisations/service';
import { enrolTotp, resetMemberTotp, totpStatus, verifyTotpCode } from './service';

const errors = refusals(401, 404, 409, 422, 429, 503);

/** Partner TOTP (SPEC §7 verify_totp_code) for members, and its reset in the console. */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const sealingKey = () => authSecret(app.config);

  app.get(
    partnerTotpStatusEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Whether the organisation asks for a code, and whether this device gave one',
        params: partnerTotpStatusEndpoint.params,
        response: { 200: partnerTotpStatusEndpoint.response, ...errors },
      },
    },
    async (request) => ({
      data: await totpStatus(app.db, request.user, request.params.company),
    }),
  );

  app.post(
    partnerTotpEnrolmentEndpoint.path,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'A new authenticator secret (shown once), confirmed by the first code',
        params: partnerTotpEnrolmentEndpoint.params,
        response: { 201: partnerTotpEnrolmentEndpoint.response, ...errors },
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
    verifyPartnerTotpEndpoint.path,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Check a code from the authenticator app (503 for a wrong one, SPEC §8)',
        params: verifyPartnerTotpEndpoint.params,
        body: verifyPartnerTotpEndpoint.body,
        response: { 200: verifyPartnerTotpEndpoint.response, ...errors },
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
    resetMemberTotpEndpoint.path,
    {
      schema: {
        tags: ['organisation console'],
        summary: "Reset a member's authenticator enrolment (they enrol again)",
        params: resetMemberTotpEndpoint.params,
        response: { 200: resetMemberTotpEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      await resetMemberTotp(app.db, organisation.id, request.params.uuid);
      return { data: null };
    },
  );
};
