import { z } from '../zod';

// Organisation membership needs proof (issue 8 case 5): an invitation link from the
// organisation, or a link sent to an address on one of its email domains. The headers
// x-company-profile-* and the organisation's address only say which organisation is meant.

/** Web page both links open: `?invitation=` or `?confirmation=` (SPEC §2 keeps `token`). */
export const ORG_JOIN_PATH = '/org/join';
export const ORG_INVITATION_TTL_DAYS = 14;
export const ORG_EMAIL_CONFIRMATION_TTL_HOURS = 72;

export const joinOrganisationRequestSchema = z.object({
  invitation: z.string().trim().min(1, 'This invitation link is incomplete.').max(200),
});
export const confirmMembershipEmailRequestSchema = z.object({
  confirmation: z.string().trim().min(1, 'This confirmation link is incomplete.').max(200),
});
/** Who joined what: the organisation's name, for the welcome. */
export const membershipResponseSchema = z.object({
  data: z.object({ organisation_name: z.string() }),
});

/** Operator API: POST /api/admin/organisations/{short_code}/invitations (x-admin-token). */
export const createInvitationRequestSchema = z.object({
  email: z.email().max(320).optional(),
  expires_in_days: z.number().int().min(1).max(90).default(ORG_INVITATION_TTL_DAYS),
});
export const createInvitationResponseSchema = z.object({
  invitation_url: z.string(),
  expires_at: z.string(),
});

export const INVALID_INVITATION_MESSAGE =
  'This invitation link is invalid, expired or already used. Ask your organisation for a new one.';
export const INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE =
  'This confirmation link is invalid or has expired. Sign up again on your organisation’s address to get a new one.';
