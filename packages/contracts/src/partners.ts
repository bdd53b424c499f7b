import { z } from './zod';

// Partner entries (SPEC §2, §7, §8; issue 10): an organisation's own system signs its member in
// to Kaizen with a short-lived JWT, checked against the organisation's key.

/** Partner landing (SPEC §2): reads `jwt` (and `company`) from the address. */
export const PARTNER_LANDING_PATH = '/t-p';
/** Card dashboard for partner users when the organisation's show_card_dashboard flag is on. */
export const PARTNER_DASHBOARD_PATH = '/partnerdashboard';

/** SPEC §8: the b2b link token failed. */
export const PARTNER_TOKEN_INVALID_MESSAGE =
  'Error authenticating user. Please provide a valid token.';
/** SPEC §8: the partner session call failed or did not answer 200 (shown as an alert). */
export const PARTNER_SESSION_FAILED_ALERT = 'Invalid auth token';
/**
 * A partner token for a person who already has a Kaizen account the partner is not linked to:
 * Kaizen never signs anyone in to an existing account on a partner's word alone.
 */
export const PARTNER_ACCOUNT_EXISTS_MESSAGE =
  'You already have a Kaizen account with this email or mobile number. Log in, then open the link from your organisation again to connect it.';

/** Longest lifetime a partner token may declare (exp − iat): partner links are short-lived. */
export const PARTNER_TOKEN_MAX_AGE_SECONDS = 600;

/** POST b2b_link and POST partner_sessions (SPEC §7): jwt_token, company_profile_uuid. */
export const partnerTokenRequestSchema = z.object({
  jwt_token: z.string().trim().min(1, PARTNER_TOKEN_INVALID_MESSAGE).max(8192),
  company_profile_uuid: z.uuid(PARTNER_TOKEN_INVALID_MESSAGE),
});
export type PartnerTokenRequest = z.infer<typeof partnerTokenRequestSchema>;
