import type { Endpoint } from '../endpoint';
import {
  analyticsInfoResponseSchema,
  bookingCancelBodySchema,
  bookingCheckResponseSchema,
  bookingCreateBodySchema,
  bookingFeedbackBodySchema,
  bookingFeedbackResponseSchema,
  bookingJoinQuerySchema,
  bookingJoinResponseSchema,
  bookingParamsSchema,
  bookingRescheduleBodySchema,
  bookingResponseSchema,
  clinicianBookingResponseSchema,
  clinicianBookingsQuerySchema,
  clinicianBookingsResponseSchema,
  clinicianCancelBodySchema,
  completedSessionsResponseSchema,
  groupSessionsQuerySchema,
  groupSessionsResponseSchema,
  sessionNoteBodySchema,
  sessionNoteResponseSchema,
  sessionNotesResponseSchema,
  upcomingSessionsQuerySchema,
  upcomingSessionsResponseSchema,
} from '../bookings/bookings';
import {
  acceptPartnerInvitationRequestSchema,
  acceptPartnerInvitationResponseSchema,
} from '../bookings/couple-invitations';
import { providerProfileParamsSchema } from '../providers/providers';

// Another person's booking is a 404 on every one of these.

/**
 * Book a session: holds the slot while the person pays (201; 200 on an idempotent replay). The
 * Idempotency-Key header, or the body's idempotency_key, is required.
 */
export const bookingCreateEndpoint = {
  method: 'POST',
  path: '/customers/bookings',
  body: bookingCreateBodySchema,
  response: bookingResponseSchema,
} as const satisfies Endpoint;

/** Before paying: is the time still bookable, how it would be paid, overlapping sessions. */
export const bookingCheckEndpoint = {
  method: 'POST',
  path: '/customers/bookings/check',
  body: bookingCreateBodySchema,
  response: bookingCheckResponseSchema,
} as const satisfies Endpoint;

/** Upcoming sessions and suggested bookings (SPEC §7, new_nsp_flow=true). */
export const upcomingSessionsEndpoint = {
  method: 'GET',
  path: '/customers/bookings/upcoming',
  query: upcomingSessionsQuerySchema,
  response: upcomingSessionsResponseSchema,
} as const satisfies Endpoint;

/** Completed sessions, latest first (SPEC §7). */
export const completedSessionsEndpoint = {
  method: 'GET',
  path: '/customers/bookings/completed',
  response: completedSessionsResponseSchema,
} as const satisfies Endpoint;

/** data.total_completed_sessions (SPEC §3, §7). */
export const analyticsInfoEndpoint = {
  method: 'GET',
  path: '/customers/analytics_info',
  response: analyticsInfoResponseSchema,
} as const satisfies Endpoint;

/** One booking of the caller (or of whom the caller is the invited partner). */
export const bookingEndpoint = {
  method: 'GET',
  path: '/customers/bookings/:id',
  params: bookingParamsSchema,
  response: bookingResponseSchema,
} as const satisfies Endpoint;

/** Move a booking (free until 24 h before the start, at most twice). */
export const bookingRescheduleEndpoint = {
  method: 'PATCH',
  path: '/customers/bookings/:id/reschedule',
  params: bookingParamsSchema,
  body: bookingRescheduleBodySchema,
  response: bookingResponseSchema,
} as const satisfies Endpoint;

/** Cancel a booking (full refund until 24 h before the start). */
export const bookingCancelEndpoint = {
  method: 'POST',
  path: '/customers/bookings/:id/cancel',
  params: bookingParamsSchema,
  body: bookingCancelBodySchema,
  response: bookingResponseSchema,
} as const satisfies Endpoint;

/** Rate a completed session, once (201). */
export const bookingFeedbackEndpoint = {
  method: 'POST',
  path: '/customers/bookings/:id/feedback',
  params: bookingParamsSchema,
  body: bookingFeedbackBodySchema,
  response: bookingFeedbackResponseSchema,
} as const satisfies Endpoint;

/** Running group sessions of a provider with seats left (public). */
export const groupSessionsEndpoint = {
  method: 'GET',
  path: '/providers/:uuid/group_sessions',
  params: providerProfileParamsSchema,
  query: groupSessionsQuerySchema,
  response: groupSessionsResponseSchema,
} as const satisfies Endpoint;

/** Join details of a session, from 10 minutes before its start to its end (SPEC §4). */
export const bookingJoinEndpoint = {
  method: 'GET',
  path: '/customers/bookings/:id/join',
  params: bookingParamsSchema,
  query: bookingJoinQuerySchema,
  response: bookingJoinResponseSchema,
} as const satisfies Endpoint;

/** The couple partner accepts the emailed invitation: the signed-in user becomes the partner. */
export const partnerInvitationAcceptEndpoint = {
  method: 'POST',
  path: '/customers/bookings/partner_invitation',
  body: acceptPartnerInvitationRequestSchema,
  response: acceptPartnerInvitationResponseSchema,
} as const satisfies Endpoint;

// The clinician's side: only their own provider's bookings.

/** The clinician's own sessions, upcoming or past. */
export const clinicianBookingsEndpoint = {
  method: 'GET',
  path: '/clinicians/bookings',
  query: clinicianBookingsQuerySchema,
  response: clinicianBookingsResponseSchema,
} as const satisfies Endpoint;

/** Cancel a session with a reason (full refund, the patient is emailed). */
export const clinicianCancelEndpoint = {
  method: 'POST',
  path: '/clinicians/bookings/:id/cancel',
  params: bookingParamsSchema,
  body: clinicianCancelBodySchema,
  response: clinicianBookingResponseSchema,
} as const satisfies Endpoint;

/** Mark a started session completed. */
export const clinicianCompleteEndpoint = {
  method: 'POST',
  path: '/clinicians/bookings/:id/complete',
  params: bookingParamsSchema,
  response: clinicianBookingResponseSchema,
} as const satisfies Endpoint;

/** Mark a started session no_show. */
export const clinicianNoShowEndpoint = {
  method: 'POST',
  path: '/clinicians/bookings/:id/no_show',
  params: bookingParamsSchema,
  response: clinicianBookingResponseSchema,
} as const satisfies Endpoint;

/** Join details of an own session, from 10 minutes before its start to its end. */
export const clinicianJoinEndpoint = {
  method: 'GET',
  path: '/clinicians/bookings/:id/join',
  params: bookingParamsSchema,
  query: bookingJoinQuerySchema,
  response: bookingJoinResponseSchema,
} as const satisfies Endpoint;

/** Private session notes (never shown to the patient). */
export const sessionNotesEndpoint = {
  method: 'GET',
  path: '/clinicians/bookings/:id/notes',
  params: bookingParamsSchema,
  response: sessionNotesResponseSchema,
} as const satisfies Endpoint;

/** Add a private session note (201). */
export const sessionNoteCreateEndpoint = {
  method: 'POST',
  path: '/clinicians/bookings/:id/notes',
  params: bookingParamsSchema,
  body: sessionNoteBodySchema,
  response: sessionNoteResponseSchema,
} as const satisfies Endpoint;
