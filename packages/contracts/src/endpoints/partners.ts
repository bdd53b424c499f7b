import type { Endpoint } from '../endpoint';
import { authResponseSchema } from '../auth/auth';
import {
  crnRegisterImportRequestSchema,
  crnRegisterImportResponseSchema,
  crnRegisterSummaryResponseSchema,
} from '../organisations/crn-register';
import { membershipResponseSchema } from '../organisations/membership';
import { memberParamsSchema, noDataResponseSchema } from '../organisations/org-admin';
import { metaInfoParamsSchema } from '../organisations/organisations';
import {
  crnRequestSchema,
  partnerKeyResponseSchema,
  partnerTokenRequestSchema,
  rotatePartnerSecretRequestSchema,
  rotatePartnerSecretResponseSchema,
  signInCodeRequestSchema,
  signInCodeResponseSchema,
  totpCodeRequestSchema,
  totpEnrolmentResponseSchema,
  totpStatusResponseSchema,
} from '../organisations/partners';

/** SPEC §7 partner_sessions: an organisation's partner token signs its member in. */
export const partnerSessionEndpoint = {
  method: 'POST',
  path: '/partner_sessions',
  body: partnerTokenRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** SPEC §7 b2b_link: links the signed-in account to the organisation of a partner token. */
export const partnerLinkEndpoint = {
  method: 'POST',
  path: '/b2b_link',
  body: partnerTokenRequestSchema,
  response: membershipResponseSchema,
} as const satisfies Endpoint;

/** SPEC §4 case 2: a one-time code from a link signs this device in. */
export const codeSignInEndpoint = {
  method: 'POST',
  path: '/code_login',
  body: signInCodeRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** A one-time sign-in link for a partner's linked member (server to server; 201). */
export const partnerSignInCodeEndpoint = {
  method: 'POST',
  path: '/partner_sign_in_codes',
  body: partnerTokenRequestSchema,
  response: signInCodeResponseSchema,
} as const satisfies Endpoint;

/** SPEC §7 kli_auto_login: an insurer's customer number signs its linked member in (422: not). */
export const crnSignInEndpoint = {
  method: 'POST',
  path: '/kli_auto_login',
  body: crnRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** The signed-in customer links the CRN they arrived with (SPEC §8 log-in fallback). */
export const crnLinkEndpoint = {
  method: 'POST',
  path: '/kli_crn_link',
  body: crnRequestSchema,
  response: membershipResponseSchema,
} as const satisfies Endpoint;

/** Whether the member's organisation asks for an authenticator code on this device. */
export const partnerTotpStatusEndpoint = {
  method: 'GET',
  path: '/customers/organisations_integration/:company/totp',
  params: metaInfoParamsSchema,
  response: totpStatusResponseSchema,
} as const satisfies Endpoint;

/** A new authenticator secret for the member, shown this once (201). */
export const partnerTotpEnrolmentEndpoint = {
  method: 'POST',
  path: '/customers/organisations_integration/:company/totp_enrolment',
  params: metaInfoParamsSchema,
  response: totpEnrolmentResponseSchema,
} as const satisfies Endpoint;

/** SPEC §7 verify_totp_code; a wrong code answers 503 (SPEC §8). */
export const verifyPartnerTotpEndpoint = {
  method: 'POST',
  path: '/customers/organisations_integration/:company/verify_totp_code',
  params: metaInfoParamsSchema,
  body: totpCodeRequestSchema,
  response: totpStatusResponseSchema,
} as const satisfies Endpoint;

/** The console resets a member's authenticator: they enrol again at their next visit. */
export const resetMemberTotpEndpoint = {
  method: 'DELETE',
  path: '/org-admin/members/:uuid/totp',
  params: memberParamsSchema,
  response: noDataResponseSchema,
} as const satisfies Endpoint;

/** How the organisation's partner tokens are checked (never the secret). */
export const partnerKeyEndpoint = {
  method: 'GET',
  path: '/org-admin/partner-key',
  response: partnerKeyResponseSchema,
} as const satisfies Endpoint;

/** A new partner secret, returned this once (201). */
export const rotatePartnerSecretEndpoint = {
  method: 'POST',
  path: '/org-admin/partner-key/rotate',
  body: rotatePartnerSecretRequestSchema,
  response: rotatePartnerSecretResponseSchema,
} as const satisfies Endpoint;

/** The insurer's CRN register: counts and the latest imports (null: not an insurer). */
export const crnRegisterEndpoint = {
  method: 'GET',
  path: '/org-admin/crn_register',
  response: crnRegisterSummaryResponseSchema,
} as const satisfies Endpoint;

/** Import the register (CSV of CRN and email; 201). */
export const importCrnRegisterEndpoint = {
  method: 'POST',
  path: '/org-admin/crn_register/imports',
  body: crnRegisterImportRequestSchema,
  response: crnRegisterImportResponseSchema,
} as const satisfies Endpoint;
