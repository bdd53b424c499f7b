import {
  BOOKING_OVERLAP_MESSAGE,
  CLINIC_NOT_OFFERED_MESSAGE,
  CLINIC_REQUIRED_MESSAGE,
  GROUP_SESSION_FULL_MESSAGE,
  PARTNER_EMAIL_IS_YOURS_MESSAGE,
  PARTNER_EMAIL_REQUIRED_MESSAGE,
  SLOT_NOT_AVAILABLE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  START_PASSED_MESSAGE,
  type BookingCreateBody,
  type SessionKind,
} from '@kaizen/contracts';
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
const TIME_GONE = new Set([
  SLOT_TAKEN_MESSAGE,
  GROUP_SESSION_FULL_MESSAGE,
  SLOT_NOT_AVAILABLE_MESSAGE,
  START_PASSED_MESSAGE,
]);

/** The 409 of a booking that overlaps another of the person's sessions (not a lost time). */
export const isOverlapRefusal = (status: number | undefined, messages: readonly string[]) =>
  status === 409 && messages.includes(BOOKING_OVERLAP_MESSAGE);

export function timeGoneMessage(status: number | undefined, messages: readonly string[]) {
  if (isOverlapRefusal(status, messages)) return undefined;
  if (status === 409) return messages[0] ?? SLOT_TAKEN_MESSAGE;
  return status === 422 ? messages.find((message) => TIME_GONE.has(message)) : undefined;
}

const FIELD_OF: Record<string, DetailsFieldError['field']> = {
  [CLINIC_REQUIRED_MESSAGE]: 'clinic',
  [CLINIC_NOT_OFFERED_MESSAGE]: 'clinic',
  [PARTNER_EMAIL_REQUIRED_MESSAGE]: 'partner_email',
  [PARTNER_EMAIL_IS_YOURS_MESSAGE]: 'partner_email',
};

/** A 422 about a field of the details step, to show at that field. */
export function detailsFieldError(
  status: number | undefined,
  messages: readonly string[],
): DetailsFieldError | undefined {
  if (status !== 422) return undefined;
  for (const message of messages) {
    const field = FIELD_OF[message];
    if (field) return { field, message };
  }
  return undefined;
}
