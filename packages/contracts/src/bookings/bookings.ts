import { z } from '../zod';
import { providerTypeSchema, sessionKindSchema } from '../providers/provider-filters';
import { couponCodeSchema } from '../commerce/coupons';
import { fundingDecisionSchema } from '../commerce/entitlements';
import { PROVIDER_CURRENCY } from '../commerce/money';
import { emailSchema } from '../fields/validation';
import { instantSchema, plainText } from '../fields/safe-input';
import { IDEMPOTENCY_KEY_HEADER } from '../auth/headers';

// Bookings and sessions (issue 4; SPEC §1 session kinds, §3 booking list items and analytics
// info, §4 join session, §7 upcoming/completed sessions and analytics info).
//
// The endpoints are in endpoints/bookings.ts (all JSON; all signed in but the group sessions).
//
// Idempotency: creating a booking requires a key, sent as the `Idempotency-Key` header
// (preferred) or as the body field `idempotency_key` (for clients that cannot set headers); when
// both are sent they must be equal. Keys are scoped to the signed-in person. A retry with the same
// key and the same body answers the first result (same booking, same payment, status 200); the
// same key with a different body is a 422 with IDEMPOTENCY_KEY_REUSED_MESSAGE.

// ---- Policy (the page states it before payment) ----------------------------------------------

/** A slot is held this long while the person pays; then the hold expires and frees it. */
export const BOOKING_HOLD_MINUTES = 10;
/** Reschedule and cancel are free (full refund) until this many hours before the start. */
export const FREE_CHANGE_HOURS_BEFORE_START = 24;
/** A booking can be moved at most this many times. */
export const MAX_RESCHEDULES = 2;
/** The join action opens this many minutes before the start and stays open until the end. */
export const JOIN_OPENS_MINUTES_BEFORE_START = 10;
export const MAX_FEEDBACK_TEXT_LENGTH = 2000;
export const MAX_CANCEL_REASON_LENGTH = 500;
export const MAX_SESSION_NOTE_LENGTH = 10_000;

/** The policy as the booking review step shows it. */
export const BOOKING_POLICY_TEXT =
  `Your slot is held for ${BOOKING_HOLD_MINUTES} minutes while you pay. ` +
  `You can reschedule or cancel for free, with a full refund, until ${FREE_CHANGE_HOURS_BEFORE_START} hours before the session. ` +
  `Within ${FREE_CHANGE_HOURS_BEFORE_START} hours of the start there is no refund and the session cannot be moved. ` +
  `A session can be rescheduled at most ${MAX_RESCHEDULES} times.`;

// ---- Messages (exact texts; the web shows them as they are) ----------------------------------

/** 409: the slot (or the last group seat) went to someone else. */
export const SLOT_TAKEN_MESSAGE = 'This time was just taken — pick another';
export const GROUP_SESSION_FULL_MESSAGE = 'This group session is full — pick another';
/** 422: the start is not one of the provider's free slots for that kind. */
export const SLOT_NOT_AVAILABLE_MESSAGE =
  'This time is not available with this expert — pick another';
export const BOOKING_NOT_FOUND_MESSAGE = 'We could not find this session.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'Idempotency-Key is required: send a unique key with every booking request.';
export const IDEMPOTENCY_KEY_MISMATCH_MESSAGE =
  'The Idempotency-Key header and idempotency_key in the body differ.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This idempotency key was already used for a different booking request.';
/** 422: a start that has already passed (an old booking link): refused before review. */
export const START_PASSED_MESSAGE = 'This time has already passed — please pick another time.';
/**
 * 409: the person already has a session overlapping this one (any expert). The review step shows
 * which and lets the person book both on purpose (`allow_overlap: true`).
 */
export const BOOKING_OVERLAP_MESSAGE =
  'You already have a session at this time. Pick another time, or confirm that you want both.';
export const CLINIC_REQUIRED_MESSAGE = 'Choose a clinic for an in-person session.';
export const CLINIC_NOT_OFFERED_MESSAGE = 'This expert does not see people at this clinic.';
export const PARTNER_EMAIL_REQUIRED_MESSAGE = "Enter your partner's email for a couple session.";
export const PARTNER_EMAIL_IS_YOURS_MESSAGE = "Your partner's email must be different from yours.";
export const GROUP_SESSION_MISMATCH_MESSAGE =
  'This group session does not take place at the chosen time.';
export const HOLD_EXPIRED_MESSAGE =
  'Your hold on this time has expired. Please pick a time and book again.';
export const RESCHEDULE_TOO_LATE_MESSAGE = `Sessions can be rescheduled only until ${FREE_CHANGE_HOURS_BEFORE_START} hours before the start. Please book a new session instead.`;
export const RESCHEDULE_LIMIT_MESSAGE = `A session can be rescheduled at most ${MAX_RESCHEDULES} times.`;
export const RESCHEDULE_SAME_TIME_MESSAGE = 'Pick a time different from the current one.';
export const GROUP_RESCHEDULE_MESSAGE =
  'Group sessions cannot be moved. Cancel and join another group session instead.';
export const SESSION_STARTED_MESSAGE = 'This session has already started.';
export const BOOKING_NOT_ACTIVE_MESSAGE = 'This session is not confirmed.';
export const BOOKING_ALREADY_CANCELLED_MESSAGE = 'This session is already cancelled.';
export const NO_REFUND_WARNING_MESSAGE = `Cancelled within ${FREE_CHANGE_HOURS_BEFORE_START} hours of the start: no refund.`;
export const FEEDBACK_NOT_COMPLETED_MESSAGE =
  'You can give feedback once the session is completed.';
export const FEEDBACK_ALREADY_GIVEN_MESSAGE = 'You have already given feedback for this session.';
export const JOIN_TOO_EARLY_MESSAGE = `You can join from ${JOIN_OPENS_MINUTES_BEFORE_START} minutes before the start.`;
export const JOIN_ENDED_MESSAGE = 'This session has ended.';
export const MARK_BEFORE_START_MESSAGE =
  'A session can be marked completed or no-show only after it starts.';
export const MARK_NOT_CONFIRMED_MESSAGE = 'Only a confirmed session can be marked.';

// ---- Shared pieces ---------------------------------------------------------------------------

export const BOOKING_STATUSES = [
  'held',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** Who cancelled a cancelled booking. */
export const BOOKING_CANCELLERS = ['patient', 'clinician'] as const;

/** An instant with an explicit offset: never a bare local time. */

/** Booking ids in paths are any text: a malformed or foreign id is simply not found (404). */
export const bookingParamsSchema = z.object({ id: plainText().max(100) });

export const bookingProviderSummarySchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  provider_type: providerTypeSchema,
  /** SPEC §5 avatar rule applied. */
  photo_url: z.string(),
});
export type BookingProviderSummary = z.infer<typeof bookingProviderSummarySchema>;

export const BOOKING_PAYMENT_STATUSES = [
  'not_required',
  'pending',
  'captured',
  'failed',
  'refunded',
] as const;
/** How far the money of one booking has got (not_required: a free session). */
export const bookingPaymentStatusSchema = z.enum(BOOKING_PAYMENT_STATUSES);

// ---- Create ----------------------------------------------------------------------------------

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'The idempotency key must have 8 to 100 characters.')
  .max(100, 'The idempotency key must have 8 to 100 characters.')
  .regex(/^[\w.:-]+$/, 'The idempotency key may contain letters, digits and . _ : - only.');

/** The `Idempotency-Key` header, parsed by the same rules as the body field. */
export const bookingCreateHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

const createCommon = {
  provider_uuid: z.uuid(),
  /** One of GET /api/providers/{uuid}/slots for this kind (or a group session's start). */
  starts_at: instantSchema,
  idempotency_key: idempotencyKeySchema.optional(),
  /** The person saw that this overlaps another of their sessions and wants both. */
  allow_overlap: z.boolean().optional(),
  /** A coupon to apply (issue 11): refused with its reason (422) when it does not apply. */
  coupon_code: couponCodeSchema.optional(),
};

export const bookingCreateBodySchema = z.discriminatedUnion('kind', [
  z.object({ ...createCommon, kind: z.literal('tele') }),
  z.object({ ...createCommon, kind: z.literal('offline'), clinic_id: z.number().int().positive() }),
  z.object({ ...createCommon, kind: z.literal('couple'), partner_email: emailSchema }),
  z.object({
    ...createCommon,
    kind: z.literal('group'),
    /** Optional: the group session listed by GET group_sessions; it must start at starts_at. */
    group_session_id: z.uuid().optional(),
  }),
]);
export type BookingCreateBody = z.infer<typeof bookingCreateBodySchema>;

// ---- The booking view ------------------------------------------------------------------------

export const bookingClinicSchema = z.object({
  id: z.number().int(),
  centre_name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const bookingGroupSessionSchema = z.object({
  id: z.uuid(),
  capacity: z.number().int().positive(),
  seats_left: z.number().int().min(0),
});

export const bookingRefundSchema = z.object({
  /** Paise refunded (the whole price when cancelled in time). */
  amount: z.number().int().min(0),
  currency: z.literal(PROVIDER_CURRENCY),
  status: z.enum(['pending', 'refunded']),
});

export const bookingPaymentSchema = z.object({
  status: bookingPaymentStatusSchema,
  /** Where the person pays while the booking is held; null once paid, free or closed. */
  checkout_url: z.string().nullable(),
});

export const bookingSchema = z.object({
  /** Public uuid. */
  id: z.uuid(),
  provider: bookingProviderSummarySchema,
  kind: sessionKindSchema,
  /** UTC instants. */
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  status: bookingStatusSchema,
  /** Set while the booking is held for payment. */
  hold_expires_at: z.iso.datetime().nullable(),
  /** Paise (49900 = ₹499). */
  price: z.number().int().min(0),
  /** Paise a coupon took off the price (issue 11): the payment is price - discount. */
  discount: z.number().int().min(0),
  /**
   * What an organisation pays of it (issue 11 benefits; migration 0032): a money pool's part
   * (the person pays price - discount - amount) or, for a session a benefit covers, the whole
   * price less any coupon. Null when no organisation pays.
   */
  sponsor_cover: z.object({ sponsor: z.string(), amount: z.number().int().min(0) }).nullable(),
  currency: z.literal(PROVIDER_CURRENCY),
  /** Offline sessions: where. */
  clinic: bookingClinicSchema.nullable(),
  /** Couple sessions: the invited partner. */
  partner_email: z.string().nullable(),
  group_session: bookingGroupSessionSchema.nullable(),
  /** true when the caller is the invited partner of a couple session (read-only view). */
  is_partner_view: z.boolean(),
  reschedule_count: z.number().int().min(0),
  can_reschedule: z.boolean(),
  /** Why can_reschedule is false (one of the messages above), else null. */
  reschedule_blocked_reason: z.string().nullable(),
  can_cancel: z.boolean(),
  cancel_blocked_reason: z.string().nullable(),
  /** Cancelling now refunds the full price (true) or nothing (false). */
  cancel_refunds: z.boolean(),
  /**
   * Cancelling now gives back the sponsored session it used (issue 11: credit back by the same
   * 24 h rule as money).
   */
  cancel_returns_credit: z.boolean(),
  refund: bookingRefundSchema.nullable(),
  payment: bookingPaymentSchema,
  cancel_reason: z.string().nullable(),
  /** Who cancelled it, once cancelled: the patient's home shows a clinician's reason. */
  cancelled_by: z.enum(BOOKING_CANCELLERS).nullable(),
  feedback_given: z.boolean(),
  /**
   * SPEC §3 intake session: the person's first session with this expert (no earlier confirmed,
   * completed or no-show one), except one paid by package info id 3.
   */
  is_intake: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ data: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

// ---- Check before paying (`endpoints/bookings.ts`) -------------------------------------------
// What the review step states before Pay, decided by the server: the time is still bookable
// (else the same 409/422 as booking it), the change policy for this very session, and the
// person's own sessions it overlaps. Nothing is held or written.

export const overlappingSessionSchema = z.object({
  id: z.uuid(),
  provider: bookingProviderSummarySchema,
  kind: sessionKindSchema,
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  clinic: bookingClinicSchema.nullable(),
});
export type OverlappingSession = z.infer<typeof overlappingSessionSchema>;

export const bookingCheckResponseSchema = z.object({
  data: z.object({
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    /**
     * Until when this session can be moved or cancelled with a full refund; null when it starts
     * within FREE_CHANGE_HOURS_BEFORE_START hours: then it can never be moved or refunded.
     */
    free_changes_until: z.iso.datetime().nullable(),
    overlapping: z.array(overlappingSessionSchema),
    /** How it would be paid: covered by a sponsored credit, or the price (issue 11). */
    funding: fundingDecisionSchema,
    /** Why the coupon_code asked for does not apply (the funding is then without it). */
    coupon_error: z.string().nullable().optional(),
  }),
});
export type BookingCheck = z.infer<typeof bookingCheckResponseSchema>['data'];

/** What the review says when the session starts inside the no-change window. */
export const NO_CHANGE_WINDOW_TEXT =
  `This session starts within ${FREE_CHANGE_HOURS_BEFORE_START} hours: once booked it cannot be ` +
  `rescheduled, and cancelling it gives no refund. Your slot is held for ${BOOKING_HOLD_MINUTES} minutes while you pay.`;

// ---- Reschedule, cancel, feedback -------------------------------------------------------------

export const bookingRescheduleBodySchema = z.object({ starts_at: instantSchema });
export type BookingRescheduleBody = z.infer<typeof bookingRescheduleBodySchema>;

export const bookingCancelBodySchema = z.object({
  reason: plainText().trim().max(MAX_CANCEL_REASON_LENGTH).default(''),
});
export type BookingCancelBody = z.output<typeof bookingCancelBodySchema>;

export const bookingFeedbackBodySchema = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  text: plainText().trim().max(MAX_FEEDBACK_TEXT_LENGTH).default(''),
});
export type BookingFeedbackBody = z.output<typeof bookingFeedbackBodySchema>;

export const bookingFeedbackResponseSchema = z.object({
  data: z.object({
    booking_id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    created_at: z.iso.datetime(),
  }),
});

// ---- Session lists (SPEC §3, §7) -------------------------------------------------------------

export const suggestedBookingSchema = z.object({
  provider: bookingProviderSummarySchema,
  kind: sessionKindSchema,
  starts_at: z.iso.datetime(),
  /** Why this is suggested, in words the person reads ("Your usual Tuesday 6 PM with ..."). */
  reason: z.string(),
});
export type SuggestedBooking = z.infer<typeof suggestedBookingSchema>;

/** SPEC §7: the sessions call sends new_nsp_flow=true; it is accepted and changes nothing else. */
export const upcomingSessionsQuerySchema = z.object({
  new_nsp_flow: z.enum(['true', 'false']).optional(),
});

export const upcomingSessionsResponseSchema = z.object({
  /** Confirmed sessions that have not ended, soonest first. */
  bookings: z.array(bookingSchema),
  suggested_bookings: z.array(suggestedBookingSchema),
  /**
   * Sessions the clinician cancelled that would not have ended yet, soonest first: home says
   * why where the session was (issue 13). Absent from older servers.
   */
  cancelled_bookings: z.array(bookingSchema).default([]),
});
export type UpcomingSessionsResponse = z.infer<typeof upcomingSessionsResponseSchema>;

/** Completed sessions, latest first. */
export const completedSessionsResponseSchema = z.object({ bookings: z.array(bookingSchema) });
export type CompletedSessionsResponse = z.infer<typeof completedSessionsResponseSchema>;

export const analyticsInfoResponseSchema = z.object({
  data: z.object({ total_completed_sessions: z.number().int().min(0) }),
});
export type AnalyticsInfoResponse = z.infer<typeof analyticsInfoResponseSchema>;

// ---- Group sessions --------------------------------------------------------------------------

export const groupSessionsQuerySchema = z.object({ from: instantSchema, to: instantSchema });
export const groupSessionSchema = z.object({
  id: z.uuid(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  capacity: z.number().int().positive(),
  seats_left: z.number().int().min(0),
  price: z.number().int().min(0),
  currency: z.literal(PROVIDER_CURRENCY),
});
export const groupSessionsResponseSchema = z.object({ data: z.array(groupSessionSchema) });
export type GroupSession = z.infer<typeof groupSessionSchema>;

// ---- Join (SPEC §4) --------------------------------------------------------------------------

export const JOIN_PLATFORMS = ['android', 'ios', 'website'] as const;
export type JoinPlatform = (typeof JOIN_PLATFORMS)[number];
export const bookingJoinQuerySchema = z.object({
  platform: z.enum(JOIN_PLATFORMS).default('website'),
});

export const bookingJoinResponseSchema = z.object({
  data: z.object({
    booking_id: z.uuid(),
    /** SESSION_HOST_URL of this deployment, without a trailing slash. */
    session_host_url: z.string(),
    /** Signed, short-lived: proves the caller is a participant of this booking. */
    join_token: z.string(),
    display_name: z.string(),
    opens_at: z.iso.datetime(),
    closes_at: z.iso.datetime(),
  }),
});
export type BookingJoin = z.infer<typeof bookingJoinResponseSchema>['data'];

/** What the base64 path segment of the session host URL decodes to. */
export const joinPayloadSchema = z.object({ token: z.string(), redirectUrl: z.string() });
export type JoinPayload = z.infer<typeof joinPayloadSchema>;

/** Standard base64 (RFC 4648 §4, with '+', '/' and padding) of the UTF-8 text. */
const base64 = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * SPEC §4: {SESSION_HOST_URL}/{bookingId}/{base64 payload incl. redirectUrl}/{platform}
 * ?fromPWA=true (+ secondaryToken when present). The payload is standard base64 as the spec
 * says, percent-encoded as a path segment ('/' would split it); the session host also accepts
 * base64url links.
 */
export function sessionJoinUrl(
  join: Pick<BookingJoin, 'booking_id' | 'session_host_url' | 'join_token'>,
  options: { redirectUrl: string; platform: JoinPlatform; secondaryToken?: string | null },
): string {
  const payload = encodeURIComponent(
    base64(JSON.stringify({ token: join.join_token, redirectUrl: options.redirectUrl })),
  );
  const query = new URLSearchParams({ fromPWA: 'true' });
  if (options.secondaryToken) query.set('secondaryToken', options.secondaryToken);
  const host = join.session_host_url.replace(/\/+$/, '');
  return `${host}/${encodeURIComponent(join.booking_id)}/${payload}/${options.platform}?${query}`;
}

// ---- Clinician side --------------------------------------------------------------------------

export const clinicianBookingsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
});

export const clinicianBookingSchema = z.object({
  id: z.uuid(),
  kind: sessionKindSchema,
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  status: bookingStatusSchema,
  patient: z.object({
    uuid: z.uuid(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
  }),
  partner_email: z.string().nullable(),
  clinic: bookingClinicSchema.nullable(),
  group_session_id: z.uuid().nullable(),
});
export type ClinicianBooking = z.infer<typeof clinicianBookingSchema>;
export const clinicianBookingsResponseSchema = z.object({ data: z.array(clinicianBookingSchema) });
export const clinicianBookingResponseSchema = z.object({ data: clinicianBookingSchema });

/** POST /api/clinicians/bookings/{id}/cancel: the clinician cancels, and must say why. */
export const clinicianCancelBodySchema = z.object({
  reason: plainText().trim().min(1, 'Tell the patient why.').max(MAX_CANCEL_REASON_LENGTH),
});

export const sessionNoteBodySchema = z.object({
  text: plainText().trim().min(1, 'Write the note first.').max(MAX_SESSION_NOTE_LENGTH),
});
export const sessionNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.iso.datetime(),
});
export const sessionNoteResponseSchema = z.object({ data: sessionNoteSchema });
export const sessionNotesResponseSchema = z.object({ data: z.array(sessionNoteSchema) });
