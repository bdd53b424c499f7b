import { z } from './zod';

/**
 * The stable code of every error answer (issue 17). Clients decide what to do by the code (and
 * put `fields` under their inputs), never by the text in `errors`: texts are for people and may
 * be reworded; a code, once published, keeps its meaning. One code per situation a client acts
 * upon, and one generic per status for everything else. Add a code only when a client needs to
 * tell a situation apart; never rename or reuse one.
 */
export const ERROR_CODES = [
  // ---- Generic: one per status, the answer when nothing more specific applies ----------------
  /** 400: the request could not be read (not JSON, cut off, a header missing or malformed). */
  'bad_request',
  /** 401: not signed in, or the session ended or expired; the client signs in again (SPEC §4). */
  'unauthenticated',
  /** 403: signed in, but this is not allowed for this account. */
  'forbidden',
  /** 408: the request's body did not arrive in time (REQUEST_TIMEOUT_MS); send it again. */
  'request_timeout',
  /** 404: no such record or route, or one the caller may not see (never revealed). */
  'not_found',
  /** 409: the request clashes with the current state of a record. */
  'conflict',
  /** 413: the body (an upload, a logo) is larger than allowed. */
  'payload_too_large',
  /** 415: the body's content type is not accepted. */
  'unsupported_media_type',
  /** 422: the body, query or path does not pass the contract; `fields` names the inputs. */
  'invalid_input',
  /** 429: a rate limit was reached; Retry-After says when to try again. */
  'too_many_requests',
  /** 500: a fault on the server; nothing to fix on the client's side. */
  'internal_error',
  /** 503: the service (the database, a provider such as Google) is briefly unavailable. */
  'service_unavailable',

  // ---- Sign-in and accounts --------------------------------------------------------------------
  /** 401: the login and password do not match an account. */
  'invalid_credentials',
  /** 401: the app token (sign-in link) is invalid, expired or used (SPEC §4 case 5). */
  'invalid_app_token',
  /** 403: this device was ended by a remove_all sign-out elsewhere; the session ends (SPEC §4). */
  'device_logged_out',
  /** 403: clinicians do not sign in to the client web app (SPEC §1, §4); the web shows a toast. */
  'clinician_refused',
  /** 403: only clinicians sign in to the clinician workspace (issue 13). */
  'clinician_workspace_only',
  /** 403: the selected member profile is not this account's (any more); the client drops it. */
  'profile_not_available',
  /** 409: sign-up with an email or mobile that belongs to an account (never says which). */
  'account_details_in_use',
  /** 422: the password-reset link is invalid or has expired. */
  'invalid_reset_token',
  /** 422: the current password given to change a password or an identity is wrong. */
  'wrong_current_password',

  // ---- Booking (SPEC §6) ------------------------------------------------------------------------
  /** 409: the person has another session at this time; they may book both on purpose. */
  'booking_overlap',
  /** 409: the time was just taken by someone else: pick another. */
  'slot_taken',
  /** 409: the group session has no seat left: pick another. */
  'group_session_full',
  /** 422: the start is not one of the expert's free times for this kind: pick another. */
  'slot_not_available',
  /** 422: the start has already passed: pick another. */
  'start_passed',
  /** 422: the expert does not see people at this clinic; `fields.clinic_id`. */
  'clinic_not_offered',
  /** 422: the partner's email is the person's own; `fields.partner_email`. */
  'partner_email_is_yours',

  // ---- Database constraints (the fallbacks when a service did not name the refusal) -------------
  /** 409: a unique constraint: the record already exists (SQLSTATE 23505). */
  'already_exists',
  /** 409: an exclusion constraint: it overlaps an existing record (SQLSTATE 23P01). */
  'overlaps_existing',
  /** 422: a foreign key: a referenced record does not exist (SQLSTATE 23503). */
  'missing_reference',
  /** 422: a check, not-null, format, range or length constraint (SQLSTATE 22xxx, 23514, 23502). */
  'invalid_value',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field path (dotted, as the client's form names it: `partner_email`, `name.first`) → message. */
export const errorFieldsSchema = z.record(z.string(), z.string());
export type ErrorFields = z.infer<typeof errorFieldsSchema>;

const GENERIC_CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** The generic code of a status (any other 4xx is a bad request, any other 5xx a fault). */
export function genericErrorCode(status: number): ErrorCode {
  return GENERIC_CODE_OF_STATUS[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}
