import {
  acceptPartnerInvitationResponseSchema,
  analyticsInfoResponseSchema,
  bookingFeedbackResponseSchema,
  bookingJoinResponseSchema,
  bookingResponseSchema,
  completedSessionsResponseSchema,
  upcomingSessionsResponseSchema,
  type Booking,
  type BookingCancelBody,
  type BookingFeedbackBody,
  type BookingJoin,
  type CompletedSessionsResponse,
  type JoinPlatform,
  type UpcomingSessionsResponse,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The patient's session calls (paths at the top of contracts' bookings.ts).

const bookingPath = (id: string) => `customers/bookings/${encodeURIComponent(id)}`;

/** SPEC §7: the sessions call sends new_nsp_flow=true. */
export async function fetchUpcomingSessions(): Promise<UpcomingSessionsResponse> {
  const response = await http.get('customers/bookings/upcoming', {
    params: { new_nsp_flow: 'true' },
  });
  return upcomingSessionsResponseSchema.parse(response.data);
}

export async function fetchCompletedSessions(): Promise<CompletedSessionsResponse> {
  const response = await http.get('customers/bookings/completed');
  return completedSessionsResponseSchema.parse(response.data);
}

/** SPEC §3 analytics info: data.total_completed_sessions. */
export async function fetchCompletedSessionsCount(): Promise<number> {
  const response = await http.get('customers/analytics_info');
  return analyticsInfoResponseSchema.parse(response.data).data.total_completed_sessions;
}

export async function rescheduleBooking(id: string, startsAt: string): Promise<Booking> {
  const response = await http.patch(`${bookingPath(id)}/reschedule`, { starts_at: startsAt });
  return bookingResponseSchema.parse(response.data).data;
}

export async function cancelBooking(id: string, body: BookingCancelBody): Promise<Booking> {
  const response = await http.post(`${bookingPath(id)}/cancel`, body);
  return bookingResponseSchema.parse(response.data).data;
}

export async function sendFeedback(id: string, body: BookingFeedbackBody): Promise<void> {
  const response = await http.post(`${bookingPath(id)}/feedback`, body);
  bookingFeedbackResponseSchema.parse(response.data);
}

export async function fetchJoinDetails(id: string, platform: JoinPlatform): Promise<BookingJoin> {
  const response = await http.get(`${bookingPath(id)}/join`, { params: { platform } });
  return bookingJoinResponseSchema.parse(response.data).data;
}

/** The couple partner accepts the emailed invitation (issue 8): by user id, while signed in. */
export async function acceptPartnerInvitation(invitation: string) {
  const response = await http.post('customers/bookings/partner_invitation', { invitation });
  return acceptPartnerInvitationResponseSchema.parse(response.data).data;
}
