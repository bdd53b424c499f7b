import type { Endpoint } from '../endpoint';
import {
  brandColoursSchema,
  logoParamsSchema,
  logoQuerySchema,
  organisationBrandingResponseSchema,
} from '../organisations/branding';
import { cfBookingRuleSchema, cfBookingSettingResponseSchema } from '../bookings/cf-booking';
import {
  confirmMembershipEmailRequestSchema,
  createInvitationRequestSchema,
  createInvitationResponseSchema,
  joinOrganisationRequestSchema,
  membershipResponseSchema,
} from '../organisations/membership';
import {
  grantAdministratorRequestSchema,
  inviteMembersRequestSchema,
  inviteMembersResponseSchema,
  memberParamsSchema,
  noDataResponseSchema,
  orgConsoleResponseSchema,
  orgMembersResponseSchema,
  orgSettingsSchema,
  organisationShortCodeParamsSchema,
  pendingInvitationsResponseSchema,
} from '../organisations/org-admin';
import {
  metaInfoParamsSchema,
  ownOrganisationResponseSchema,
  partnerMetaInfoResponseSchema,
} from '../organisations/organisations';

/** SPEC §7 partner meta info: the company profile and its feature flags (public). */
export const partnerMetaInfoEndpoint = {
  method: 'GET',
  path: '/customers/organisations_integration/:company/meta_info',
  params: metaInfoParamsSchema,
  response: partnerMetaInfoResponseSchema,
} as const satisfies Endpoint;

/** The signed-in user's own organisation and what it sponsors (/org/dashboard). */
export const ownOrganisationEndpoint = {
  method: 'GET',
  path: '/customers/organisation',
  response: ownOrganisationResponseSchema,
} as const satisfies Endpoint;

/** The signed-in user accepts an organisation's invitation link. */
export const joinOrganisationEndpoint = {
  method: 'POST',
  path: '/customers/organisation/join',
  body: joinOrganisationRequestSchema,
  response: membershipResponseSchema,
} as const satisfies Endpoint;

/** The link sent to a work address on the organisation's email domain (no session). */
export const confirmMembershipEmailEndpoint = {
  method: 'POST',
  path: '/customers/organisation/confirm_email',
  body: confirmMembershipEmailRequestSchema,
  response: membershipResponseSchema,
} as const satisfies Endpoint;

/** An invitation link for an organisation (operator, x-admin-token; 201). */
export const createOrganisationInvitationEndpoint = {
  method: 'POST',
  path: '/admin/organisations/:short_code/invitations',
  params: organisationShortCodeParamsSchema,
  body: createInvitationRequestSchema,
  response: createInvitationResponseSchema,
} as const satisfies Endpoint;

/** Make an account an administrator of an organisation (operator, x-admin-token; 201). */
export const grantOrganisationAdministratorEndpoint = {
  method: 'POST',
  path: '/admin/organisations/:short_code/administrators',
  params: organisationShortCodeParamsSchema,
  body: grantAdministratorRequestSchema,
  response: noDataResponseSchema,
} as const satisfies Endpoint;

/** The organisation console (/org-admin): the administered organisation and its usage. */
export const orgConsoleEndpoint = {
  method: 'GET',
  path: '/org-admin/organisation',
  response: orgConsoleResponseSchema,
} as const satisfies Endpoint;

/** The console's membership email domains and helpline. */
export const saveOrgSettingsEndpoint = {
  method: 'PUT',
  path: '/org-admin/organisation/settings',
  body: orgSettingsSchema,
  response: orgConsoleResponseSchema,
} as const satisfies Endpoint;

export const orgMembersEndpoint = {
  method: 'GET',
  path: '/org-admin/members',
  response: orgMembersResponseSchema,
} as const satisfies Endpoint;

/** End a membership: the person keeps their account as a self-paying patient. */
export const revokeOrgMemberEndpoint = {
  method: 'DELETE',
  path: '/org-admin/members/:uuid',
  params: memberParamsSchema,
  response: noDataResponseSchema,
} as const satisfies Endpoint;

/** Invitations sent and not accepted yet. */
export const pendingInvitationsEndpoint = {
  method: 'GET',
  path: '/org-admin/invitations',
  response: pendingInvitationsResponseSchema,
} as const satisfies Endpoint;

/** Email invitation links (201). */
export const inviteMembersEndpoint = {
  method: 'POST',
  path: '/org-admin/invitations',
  body: inviteMembersRequestSchema,
  response: inviteMembersResponseSchema,
} as const satisfies Endpoint;

/** The organisation's care-first booking rule (null: the CF default applies). */
export const orgCfBookingEndpoint = {
  method: 'GET',
  path: '/org-admin/cf-booking',
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

export const saveOrgCfBookingEndpoint = {
  method: 'PUT',
  path: '/org-admin/cf-booking',
  body: cfBookingRuleSchema,
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

export const clearOrgCfBookingEndpoint = {
  method: 'DELETE',
  path: '/org-admin/cf-booking',
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

/** One care-first member's booking rule, over the organisation's. */
export const memberCfBookingEndpoint = {
  method: 'GET',
  path: '/org-admin/members/:uuid/cf-booking',
  params: memberParamsSchema,
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

export const saveMemberCfBookingEndpoint = {
  method: 'PUT',
  path: '/org-admin/members/:uuid/cf-booking',
  params: memberParamsSchema,
  body: cfBookingRuleSchema,
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

export const clearMemberCfBookingEndpoint = {
  method: 'DELETE',
  path: '/org-admin/members/:uuid/cf-booking',
  params: memberParamsSchema,
  response: cfBookingSettingResponseSchema,
} as const satisfies Endpoint;

/** The branding of the address's organisation, null elsewhere (public). */
export const organisationBrandingEndpoint = {
  method: 'GET',
  path: '/organisation_branding',
  response: organisationBrandingResponseSchema,
} as const satisfies Endpoint;

/** An organisation's logo image (public; the answer is the image). */
export const organisationLogoEndpoint = {
  method: 'GET',
  path: '/organisations/:uuid/logo',
  params: logoParamsSchema,
  query: logoQuerySchema,
} as const satisfies Endpoint;

/** The administered organisation's logo and colours. */
export const orgBrandingEndpoint = {
  method: 'GET',
  path: '/org-admin/branding',
  response: organisationBrandingResponseSchema,
} as const satisfies Endpoint;

/** The logo's bytes are the body (PNG, JPEG or WebP), with its image type. */
export const uploadOrgLogoEndpoint = {
  method: 'PUT',
  path: '/org-admin/branding/logo',
  response: organisationBrandingResponseSchema,
} as const satisfies Endpoint;

export const removeOrgLogoEndpoint = {
  method: 'DELETE',
  path: '/org-admin/branding/logo',
  response: organisationBrandingResponseSchema,
} as const satisfies Endpoint;

/** The brand colours (applied only where they pass WCAG AA contrast). */
export const saveBrandColoursEndpoint = {
  method: 'PUT',
  path: '/org-admin/branding/colours',
  body: brandColoursSchema,
  response: organisationBrandingResponseSchema,
} as const satisfies Endpoint;
