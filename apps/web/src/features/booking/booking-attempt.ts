import type { BookingCreateBody } from '@kaizen/contracts';
import { StorageKey } from '../../lib/storage-keys';
import { readJson, sessionStore } from '../../lib/storage';

// One idempotency key per booking request (POST /api/customers/bookings): a double click, a
// retry after a network error or a reload of the review step sends the same key for the same
// choice, so the API answers the first booking instead of making a second one. Kept in session
// storage: it lives as long as the tab, like the attempt itself.

interface StoredAttempt {
  request: string;
  key: string;
}

/** The request without its key, with the keys in one order: equal choices give equal text. */
const requestText = (body: BookingCreateBody): string => {
  const { idempotency_key: _key, ...request } = body;
  return JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
};

/** 128 random bits; getRandomValues works on plain http too, unlike randomUUID. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `booking-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The key of this exact request: the kept one when the choice is unchanged, else a new one. */
export function idempotencyKeyFor(body: BookingCreateBody): string {
  const request = requestText(body);
  const stored = readJson<StoredAttempt>(sessionStore, StorageKey.bookingAttempt);
  if (stored?.request === request && typeof stored.key === 'string') return stored.key;
  const attempt: StoredAttempt = { request, key: newKey() };
  sessionStore.setItem(StorageKey.bookingAttempt, JSON.stringify(attempt));
  return attempt.key;
}

/**
 * Ends the attempt once the API has settled it (booked, paid or not, or refused): choosing the
 * same time again afterwards is a new request, and must not replay the old booking.
 */
export function forgetBookingAttempt(): void {
  sessionStore.removeItem(StorageKey.bookingAttempt);
}
