import { z } from '../zod';

// Couple sessions invite the partner by a link emailed to them (issue 8 case 3): whoever accepts
// it while signed in becomes the booking's partner, by user id; an email string grants nothing.

/** Web page of the link, `?invitation=` (SPEC §2 keeps `token` for start-up sign-in). */
export const PARTNER_INVITATION_PATH = '/sessions/invitation';
export const PARTNER_INVITATION_API_PATH = '/api/customers/bookings/partner_invitation';

export const acceptPartnerInvitationRequestSchema = z.object({
  invitation: z.string().trim().min(1, 'This invitation link is incomplete.').max(200),
});
export const acceptPartnerInvitationResponseSchema = z.object({
  data: z.object({ booking_id: z.string(), starts_at: z.string() }),
});

export const INVALID_PARTNER_INVITATION_MESSAGE =
  'This invitation is no longer valid: it was already accepted, or the session was cancelled or has ended.';
export const OWN_PARTNER_INVITATION_MESSAGE =
  'This is your own booking: the invitation is for your partner.';
