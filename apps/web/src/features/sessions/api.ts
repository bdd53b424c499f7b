import {
  analyticsInfoEndpoint,
  bookingCancelEndpoint,
  bookingFeedbackEndpoint,
  bookingJoinEndpoint,
  bookingRescheduleEndpoint,
  completedSessionsEndpoint,
  partnerInvitationAcceptEndpoint,
  upcomingSessionsEndpoint,
  type Booking,
  type BookingCancelBody,
  type BookingFeedbackBody,
  type BookingJoin,
  type CompletedSessionsResponse,
  type JoinPlatform,
  type UpcomingSessionsResponse,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// The patient's session calls (endpoints in contracts endpoints/bookings.ts).

/** SPEC §7: the sessions call sends new_nsp_flow=true. */
export async function fetchUpcomingSessions(): Promise<UpcomingSessionsResponse> {
  return call(upcomingSessionsEndpoint, { query: { new_nsp_flow: 'true' } });
}

export async function fetchCompletedSessions(): Promise<CompletedSessionsResponse> {
  return call(completedSessionsEndpoint);
}

/** SPEC §3 analytics info: data.total_completed_sessions. */
export async function fetchCompletedSessionsCount(): Promise<number> {
  return (await call(analyticsInfoEndpoint)).data.total_completed_sessions;
}

export async function rescheduleBooking(id: string, startsAt: string): Promise<Booking> {
  const body = { starts_at: startsAt };
  return (await call(bookingRescheduleEndpoint, { params: { id }, body })).data;
}

export async function cancelBooking(id: string, body: BookingCancelBody): Promise<Booking> {
  return (await call(bookingCancelEndpoint, { params: { id }, body })).data;
}

export async function sendFeedback(id: string, body: BookingFeedbackBody): Promise<void> {
  await call(bookingFeedbackEndpoint, { params: { id }, body });
}

export async function fetchJoinDetails(id: string, platform: JoinPlatform): Promise<BookingJoin> {
  return (await call(bookingJoinEndpoint, { params: { id }, query: { platform } })).data;
}

/** The couple partner accepts the emailed invitation (issue 8): by user id, while signed in. */
export async function acceptPartnerInvitation(invitation: string) {
  return (await call(partnerInvitationAcceptEndpoint, { body: { invitation } })).data;
}
