import {
  bookingCheckResponseSchema,
  bookingResponseSchema,
  groupSessionsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type BookingCheck,
  type BookingCreateBody,
  type GroupSession,
} from '@kaizen/contracts';
import { track } from '../../lib/analytics/instance';
import { http } from '../../lib/http/client';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

type SlotWindow = { from: string; to: string };

/** Running group sessions with seats left (their times are not among the free slots). */
export async function fetchOpenGroupSessions(
  uuid: string,
  window: SlotWindow,
  signal?: AbortSignal,
): Promise<GroupSession[]> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}/group_sessions`, {
    params: window,
    signal,
  });
  return groupSessionsResponseSchema.parse(response.data).data;
}

/** Holds the slot and starts the payment; the same key answers the first booking (200). */
export async function createBooking(body: BookingCreateBody, idempotencyKey: string) {
  const response = await http.post('customers/bookings', body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  const booking = bookingResponseSchema.parse(response.data).data;
  // SPEC §9 profile event: a session booked for a member the account holder switched to.
  if (localStore.getItem(StorageKey.secondaryToken)) {
    track('switch_profile_book', { kind: body.kind });
  }
  return booking;
}

export async function fetchBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const response = await http.get(`customers/bookings/${encodeURIComponent(id)}`, { signal });
  return bookingResponseSchema.parse(response.data).data;
}

/** What Pay would meet, decided by the server: the time still free, its policy, overlaps. */
export async function checkBooking(
  body: BookingCreateBody,
  signal?: AbortSignal,
): Promise<BookingCheck> {
  const response = await http.post('customers/bookings/check', body, { signal });
  return bookingCheckResponseSchema.parse(response.data).data;
}
