import { SESSION_KINDS, type SessionKind } from '@kaizen/contracts';

// The booking flow keeps its place and choices in the address (SPEC §2), so browser back moves
// between steps and a reload lands on the same step with the same choices:
//   ?step=1..4  &kind=tele|offline|couple|group  &start=<UTC instant>  &clinic_id=<id>
//   step 4 (back from the payment page): &booking_id=<uuid>&payment_id=...&payment_status=...
// The couple partner's email is not put in the address (partner-email.ts).

export const BOOKING_STEPS = [1, 2, 3, 4] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const PAYMENT_RETURN_STATUSES = ['captured', 'failed', 'cancelled'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

export interface BookingChoice {
  kind: SessionKind | null;
  /** The chosen start as a UTC instant. */
  start: string | null;
  clinicId: number | null;
}

interface BookingQuery extends BookingChoice {
  step: BookingStep;
  bookingId: string | null;
  paymentStatus: PaymentReturnStatus | null;
}

const oneOf = <T extends string | number>(values: readonly T[], raw: unknown): T | null =>
  values.find((value) => String(value) === raw) ?? null;

/** An instant the API accepts, normalised to UTC; null for anything else. */
function instant(raw: string | null): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Reads the query leniently: an unknown or malformed value is as if it were absent. */
export function parseBookingQuery(params: URLSearchParams): BookingQuery {
  const clinic = params.get('clinic_id') ?? '';
  return {
    step: oneOf(BOOKING_STEPS, params.get('step')) ?? 1,
    kind: oneOf(SESSION_KINDS, params.get('kind')),
    start: instant(params.get('start')),
    clinicId: /^[1-9]\d{0,8}$/.test(clinic) ? Number(clinic) : null,
    bookingId: params.get('booking_id'),
    paymentStatus: oneOf(PAYMENT_RETURN_STATUSES, params.get('payment_status')),
  };
}

/** The query of a step with these choices (only what that step and the ones before it use). */
export function bookingSearch(choice: BookingChoice, step: BookingStep): string {
  const query = new URLSearchParams();
  if (choice.kind) query.set('kind', choice.kind);
  if (choice.start) query.set('start', choice.start);
  if (choice.clinicId !== null && choice.kind === 'offline') {
    query.set('clinic_id', String(choice.clinicId));
  }
  query.set('step', String(step));
  return `?${query.toString()}`;
}

/** Offline sessions need a clinic and couple sessions a partner: the details step (2). */
export const needsDetails = (kind: SessionKind | null): boolean =>
  kind === 'offline' || kind === 'couple';

/**
 * The furthest step these choices allow: a step asked for in the address is shown only when the
 * steps before it are complete (an old or edited link lands on the first thing still missing).
 */
export function reachableStep(choice: BookingChoice, partnerEmail: string | null): BookingStep {
  if (!choice.kind || !choice.start) return 1;
  if (choice.kind === 'offline' && choice.clinicId === null) return 2;
  if (choice.kind === 'couple' && !partnerEmail) return 2;
  return 3;
}

/** Step 2 has nothing to ask for video and group sessions: forward goes to 3, back to 1. */
export function nextStep(step: BookingStep, kind: SessionKind | null): BookingStep {
  if (step === 1) return needsDetails(kind) ? 2 : 3;
  return step === 2 ? 3 : 4;
}
