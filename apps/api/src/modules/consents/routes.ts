import {
  acknowledgePolicyEndpoint,
  type AuditAction,
  type Consents,
  consentsEndpoint,
  currentPolicyEndpoint,
  eighteenPlusStatusEndpoint,
  errorResponseSchema,
  markEighteenPlusEndpoint,
  markTncAndPpEndpoint,
  policyVersionEndpoint,
  privacyPolicyStatusEndpoint,
  publishPolicyEndpoint,
  tncAndPpStatusEndpoint,
  withdrawConsentEndpoint,
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
    currentPolicyEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The current version of the terms or the privacy policy (public)',
        params: currentPolicyEndpoint.params,
        response: { 200: currentPolicyEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await currentPolicy(app.db, request.params.type) }),
  );

  app.get(
    policyVersionEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published version (public)',
        params: policyVersionEndpoint.params,
        response: { 200: policyVersionEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await policyVersion(app.db, request.params.type, request.params.version),
    }),
  );

  app.post(
    publishPolicyEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        tags,
        summary: 'Publish a new version (x-admin-token); everyone is asked to accept it',
        body: publishPolicyEndpoint.body,
        response: { 201: publishPolicyEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await publishPolicy(app.db, request.body, app.clock.now());
      return reply.code(201).send({ data });
    },
  );

  app.get(
    tncAndPpStatusEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Whether the current terms and privacy policy are accepted',
        response: { 200: tncAndPpStatusEndpoint.response, ...refusals },
      },
    },
    async (request) => ({ data: tncAndPp(await consentsOf(app.db, request.user.id)) }),
  );

  app.post(
    markTncAndPpEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Accept the current terms and privacy policy',
        body: markTncAndPpEndpoint.body,
        response: { 200: markTncAndPpEndpoint.response, ...refusals },
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
    eighteenPlusStatusEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Whether the person confirmed they are 18 or older',
        response: { 200: eighteenPlusStatusEndpoint.response, ...refusals },
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
    markEighteenPlusEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Confirm being 18 or older',
        body: markEighteenPlusEndpoint.body,
        response: { 200: markEighteenPlusEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const method = request.body.method_type;
      await confirmEighteenPlus(app.db, request.user.id, method, app.clock.now());
      return { data: { is_eighteen_plus_checked: true } };
    },
  );

  app.get(
    privacyPolicyStatusEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Whether the current privacy policy is accepted, and every policy still to accept',
        response: { 200: privacyPolicyStatusEndpoint.response, ...refusals },
      },
    },
    async (request) => ({ data: privacyStatus(await consentsOf(app.db, request.user.id)) }),
  );

  app.post(
    acknowledgePolicyEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Accept the current version of a policy (method_type: how it was accepted)',
        body: acknowledgePolicyEndpoint.body,
        response: { 200: acknowledgePolicyEndpoint.response, ...refusals },
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
    consentsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Where each consent stands, and the history of acceptances and withdrawals',
        response: { 200: consentsEndpoint.response, ...refusals },
      },
    },
    async (request) => ({ data: await consentsOf(app.db, request.user.id) }),
  );

  app.post(
    withdrawConsentEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Withdraw consent to the terms or the privacy policy',
        body: withdrawConsentEndpoint.body,
        response: { 200: withdrawConsentEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      await withdrawConsent(app.db, request.user.id, request.body.consent_type, app.clock.now());
      await auditConsent(request, 'update');
      return { data: await consentsOf(app.db, request.user.id) };
    },
  );
};
