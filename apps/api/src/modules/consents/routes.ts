import {
  acknowledgePolicyBodySchema,
  consentsResponseSchema,
  eighteenPlusStatusResponseSchema,
  errorResponseSchema,
  markConsentBodySchema,
  policyDocumentResponseSchema,
  policyParamsSchema,
  policyVersionParamsSchema,
  privacyPolicyStatusResponseSchema,
  publishPolicyBodySchema,
  tncAndPpStatusResponseSchema,
  withdrawConsentBodySchema,
  type AuditAction,
  type Consents,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource, recordAccess, type AuditedRequest } from '../audit/service';
import {
  acceptPolicies,
  confirmEighteenPlus,
  consentsOf,
  currentPolicy,
  policyVersion,
  publishPolicy,
  withdrawConsent,
} from './service';

const tags = ['consents'];
const refusals = { ...signedInRefusals, 404: errorResponseSchema };

const tncAndPp = (consents: Consents) => ({
  is_tnc_checked: consents.policies.some((entry) => entry.policy.type === 'tnc' && entry.accepted),
  is_privacy_policy_checked: consents.policies.some(
    (entry) => entry.policy.type === 'privacy_policy' && entry.accepted,
  ),
});

const privacyStatus = (consents: Consents) => ({
  privacy_policy_consent_status: tncAndPp(consents).is_privacy_policy_checked,
  pending: consents.policies.filter((entry) => !entry.accepted),
});

/** Consents (SPEC §3, §4, §7) and the versioned documents they refer to. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const auditConsent = (request: AuditedRequest, action: AuditAction) =>
    recordAccess(app.db, {
      ...auditSource(request),
      subjectId: request.user.id,
      action,
      resource: 'consent',
      resourceId: null,
    });

  app.get(
    '/policies/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The current version of the terms or the privacy policy (public)',
        params: policyParamsSchema,
        response: { 200: policyDocumentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await currentPolicy(app.db, request.params.type) }),
  );

  app.get(
    '/policies/:type/:version',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published version (public)',
        params: policyVersionParamsSchema,
        response: { 200: policyDocumentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await policyVersion(app.db, request.params.type, request.params.version),
    }),
  );

  app.post(
    '/admin/policies',
    {
      config: { access: 'admin-token' },
      schema: {
        tags,
        summary: 'Publish a new version (x-admin-token); everyone is asked to accept it',
        body: publishPolicyBodySchema,
        response: { 201: policyDocumentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await publishPolicy(app.db, request.body, app.clock.now());
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/customers/customers/tnc_and_pp_status',
    {
      schema: {
        tags,
        summary: 'Whether the current terms and privacy policy are accepted',
        response: { 200: tncAndPpStatusResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: tncAndPp(await consentsOf(app.db, request.user.id)) }),
  );

  app.post(
    '/customers/customers/mark_tnc_and_pp',
    {
      schema: {
        tags,
        summary: 'Accept the current terms and privacy policy',
        body: markConsentBodySchema,
        response: { 200: tncAndPpStatusResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const method = request.body.method_type;
      await acceptPolicies(
        app.db,
        request.user.id,
        ['tnc', 'privacy_policy'],
        method,
        app.clock.now(),
      );
      return { data: tncAndPp(await consentsOf(app.db, request.user.id)) };
    },
  );

  app.get(
    '/customers/customers/eighteen_plus_status',
    {
      schema: {
        tags,
        summary: 'Whether the person confirmed they are 18 or older',
        response: { 200: eighteenPlusStatusResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: {
        is_eighteen_plus_checked: (await consentsOf(app.db, request.user.id))
          .is_eighteen_plus_checked,
      },
    }),
  );

  app.post(
    '/customers/customers/mark_eighteen_plus',
    {
      schema: {
        tags,
        summary: 'Confirm being 18 or older',
        body: markConsentBodySchema,
        response: { 200: eighteenPlusStatusResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const method = request.body.method_type;
      await confirmEighteenPlus(app.db, request.user.id, method, app.clock.now());
      return { data: { is_eighteen_plus_checked: true } };
    },
  );

  app.get(
    '/customers/privacy_policy_consent_status_v2',
    {
      schema: {
        tags,
        summary: 'Whether the current privacy policy is accepted, and every policy still to accept',
        response: { 200: privacyPolicyStatusResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: privacyStatus(await consentsOf(app.db, request.user.id)) }),
  );

  app.post(
    '/customers/acknowledge_privacy_policy_v2',
    {
      schema: {
        tags,
        summary: 'Accept the current version of a policy (method_type: how it was accepted)',
        body: acknowledgePolicyBodySchema,
        response: { 200: privacyPolicyStatusResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { policy_type, method_type } = request.body;
      await acceptPolicies(app.db, request.user.id, [policy_type], method_type, app.clock.now());
      await auditConsent(request, 'update');
      return { data: privacyStatus(await consentsOf(app.db, request.user.id)) };
    },
  );

  app.get(
    '/customers/consents',
    {
      schema: {
        tags,
        summary: 'Where each consent stands, and the history of acceptances and withdrawals',
        response: { 200: consentsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await consentsOf(app.db, request.user.id) }),
  );

  app.post(
    '/customers/consents/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw consent to the terms or the privacy policy',
        body: withdrawConsentBodySchema,
        response: { 200: consentsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await withdrawConsent(app.db, request.user.id, request.body.consent_type, app.clock.now());
      await auditConsent(request, 'update');
      return { data: await consentsOf(app.db, request.user.id) };
    },
  );
};
