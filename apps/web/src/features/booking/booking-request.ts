import {
  SLOT_TAKEN_MESSAGE,
  type BookingCreateBody,
  type ErrorCode,
  type SessionKind,
} from '@kaizen/contracts';
import type { Refusal } from '../../lib/http/request-error';
import type { DetailsFieldError } from './components/DetailsStep';

/** The POST body of the person's choices (undefined while one the kind needs is missing). */
export function bookingRequest(
  providerUuid: string,
  choice: { kind: SessionKind; start: string; clinicId: number | null },
  partnerEmail: string | null,
): BookingCreateBody | undefined {
  const common = { provider_uuid: providerUuid, starts_at: choice.start };
  switch (choice.kind) {
    case 'tele':
      return { ...common, kind: 'tele' };
    case 'offline':
      return choice.clinicId === null
        ? undefined
        : { ...common, kind: 'offline', clinic_id: choice.clinicId };
    case 'couple':
      return partnerEmail ? { ...common, kind: 'couple', partner_email: partnerEmail } : undefined;
    case 'group':
      // A running group session is joined by its start; its id is optional for the API.
      return { ...common, kind: 'group' };
  }
}

/** Refusals that mean "this time is gone": the person picks another at step 1. */
const TIME_GONE = new Set<ErrorCode | undefined>([
  'slot_taken',
  'group_session_full',
  'slot_not_available',
  'start_passed',
]);

/** The 409 of a booking that overlaps another of the person's sessions (not a lost time). */
export const isOverlapRefusal = (refusal: Refusal) => refusal.code === 'booking_overlap';

/** The server's words when the time is gone; any other 409 also means it went meanwhile. */
export function timeGoneMessage(refusal: Refusal): string | undefined {
  if (isOverlapRefusal(refusal)) return undefined;
  if (TIME_GONE.has(refusal.code) || refusal.status === 409)
    return refusal.messages[0] ?? SLOT_TAKEN_MESSAGE;
  return undefined;
}

/** The inputs of the details step, by the field names of the booking request. */
const FIELD_OF: Partial<Record<string, DetailsFieldError['field']>> = {
  clinic_id: 'clinic',
  partner_email: 'partner_email',
};

/** A 422 about a field of the details step (`fields` of the answer), to show at that field. */
export function detailsFieldError(refusal: Refusal): DetailsFieldError | undefined {
  if (refusal.status !== 422) return undefined;
  for (const [path, message] of Object.entries(refusal.fields)) {
    const field = FIELD_OF[path];
    if (field) return { field, message };
  }
  return undefined;
}
