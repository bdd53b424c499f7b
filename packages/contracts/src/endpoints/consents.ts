import type { Endpoint } from '../endpoint';
import {
  acknowledgePolicyBodySchema,
  consentsResponseSchema,
  eighteenPlusStatusResponseSchema,
  markConsentBodySchema,
  policyDocumentResponseSchema,
  policyParamsSchema,
  policyVersionParamsSchema,
  privacyPolicyStatusResponseSchema,
  publishPolicyBodySchema,
  tncAndPpStatusResponseSchema,
  withdrawConsentBodySchema,
} from '../consents';

/** The current version of the terms or the privacy policy (public). */
export const currentPolicyEndpoint = {
  method: 'GET',
  path: '/policies/:type',
  params: policyParamsSchema,
  response: policyDocumentResponseSchema,
} as const satisfies Endpoint;

/** One published version (public). */
export const policyVersionEndpoint = {
  method: 'GET',
  path: '/policies/:type/:version',
  params: policyVersionParamsSchema,
  response: policyDocumentResponseSchema,
} as const satisfies Endpoint;

/** Publish a new version (x-admin-token); everyone is asked to accept it. */
export const publishPolicyEndpoint = {
  method: 'POST',
  path: '/admin/policies',
  body: publishPolicyBodySchema,
  response: policyDocumentResponseSchema,
} as const satisfies Endpoint;

/** Whether the current terms and privacy policy are accepted. */
export const tncAndPpStatusEndpoint = {
  method: 'GET',
  path: '/customers/customers/tnc_and_pp_status',
  response: tncAndPpStatusResponseSchema,
} as const satisfies Endpoint;

/** Accept the current terms and privacy policy. */
export const markTncAndPpEndpoint = {
  method: 'POST',
  path: '/customers/customers/mark_tnc_and_pp',
  body: markConsentBodySchema,
  response: tncAndPpStatusResponseSchema,
} as const satisfies Endpoint;

/** Whether the person confirmed they are 18 or older. */
export const eighteenPlusStatusEndpoint = {
  method: 'GET',
  path: '/customers/customers/eighteen_plus_status',
  response: eighteenPlusStatusResponseSchema,
} as const satisfies Endpoint;

/** Confirm being 18 or older. */
export const markEighteenPlusEndpoint = {
  method: 'POST',
  path: '/customers/customers/mark_eighteen_plus',
  body: markConsentBodySchema,
  response: eighteenPlusStatusResponseSchema,
} as const satisfies Endpoint;

/** Whether the current privacy policy is accepted, and every policy still to accept. */
export const privacyPolicyStatusEndpoint = {
  method: 'GET',
  path: '/customers/privacy_policy_consent_status_v2',
  response: privacyPolicyStatusResponseSchema,
} as const satisfies Endpoint;

/** Accept the current version of a policy (method_type: how it was accepted). */
export const acknowledgePolicyEndpoint = {
  method: 'POST',
  path: '/customers/acknowledge_privacy_policy_v2',
  body: acknowledgePolicyBodySchema,
  response: privacyPolicyStatusResponseSchema,
} as const satisfies Endpoint;

/** Where each consent stands, and the history of acceptances and withdrawals. */
export const consentsEndpoint = {
  method: 'GET',
  path: '/customers/consents',
  response: consentsResponseSchema,
} as const satisfies Endpoint;

/** Withdraw consent to the terms or the privacy policy. */
export const withdrawConsentEndpoint = {
  method: 'POST',
  path: '/customers/consents/withdraw',
  body: withdrawConsentBodySchema,
  response: consentsResponseSchema,
} as const satisfies Endpoint;
