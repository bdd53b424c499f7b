import {
  bookingCheckEndpoint,
  bookingCreateEndpoint,
  bookingEndpoint,
  groupSessionsEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type BookingCheck,
  type BookingCreateBody,
  type GroupSession,
} from '@kaizen/contracts';
import { track } from '../../lib/analytics/instance';
import { call } from '../../lib/http/call';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

type SlotWindow = { from: string; to: string };

/** Running group sessions with seats left (their times are not among the free slots). */
export async function fetchOpenGroupSessions(
  uuid: string,
  window: SlotWindow,
  signal?: AbortSignal,
): Promise<GroupSession[]> {
  return (await call(groupSessionsEndpoint, { params: { uuid }, query: window, signal })).data;
}

/** Holds the slot and starts the payment; the same key answers the first booking (200). */
export async function createBooking(body: BookingCreateBody, idempotencyKey: string) {
  const { data: booking } = await call(bookingCreateEndpoint, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  // SPEC §9 profile event: a session booked for a member the account holder switched to.
  if (localStore.getItem(StorageKey.secondaryToken)) {
    track('switch_profile_book', { kind: body.kind });
  }
  return booking;
}

export async function fetchBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await call(bookingEndpoint, { params: { id }, signal })).data;
}

/** What Pay would meet, decided by the server: the time still free, its policy, overlaps. */
export async function checkBooking(
  body: BookingCreateBody,
  signal?: AbortSignal,
): Promise<BookingCheck> {
  return (await call(bookingCheckEndpoint, { body, signal })).data;
}
