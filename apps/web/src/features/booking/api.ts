import {
  bookingResponseSchema,
  groupSessionsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  providerProfileResponseSchema,
  providerSlotsResponseSchema,
  type Booking,
  type BookingCreateBody,
  type GroupSession,
  type ProviderProfile,
  type ProviderSlots,
  type SessionKind,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

export async function fetchBookingProvider(
  uuid: string,
  signal?: AbortSignal,
): Promise<ProviderProfile> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}`, { signal });
  return providerProfileResponseSchema.parse(response.data).data;
}

type SlotWindow = { from: string; to: string };

export async function fetchSlots(
  uuid: string,
  query: SlotWindow & { kind: SessionKind },
  signal?: AbortSignal,
): Promise<ProviderSlots> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}/slots`, {
    params: query,
    signal,
  });
  return providerSlotsResponseSchema.parse(response.data).data;
}

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
  return bookingResponseSchema.parse(response.data).data;
}

export async function fetchBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const response = await http.get(`customers/bookings/${encodeURIComponent(id)}`, { signal });
  return bookingResponseSchema.parse(response.data).data;
}
