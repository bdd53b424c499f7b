// Every custom HTTP header of the Kaizen API, named once for the API, the web client and the
// tests (SPEC §4, §7). Lower case: Fastify reads request headers lower-cased, and axios and fetch
// match names case-insensitively. `headers.test.ts` fails on these names spelled out in apps/*/src.

/** The device session (devise_token_auth style): sent on sign-in and every rotation, echoed back. */
export const ACCESS_TOKEN_HEADER = 'access-token';
export const CLIENT_HEADER = 'client';
export const UID_HEADER = 'uid';
export const EXPIRY_HEADER = 'expiry';
export const TOKEN_TYPE_HEADER = 'token-type';
export const SESSION_HEADERS = [
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  UID_HEADER,
  EXPIRY_HEADER,
  TOKEN_TYPE_HEADER,
] as const;

/** The token of the family profile a signed-in person is acting as (SPEC §7). */
export const SECONDARY_PROFILE_TOKEN_HEADER = 'secondary-profile-access-token';
/** The organisation a request speaks for (SPEC §7). */
export const COMPANY_PROFILE_UUID_HEADER = 'x-company-profile-uuid';
export const COMPANY_PROFILE_NAME_HEADER = 'x-company-profile-name';
/** Which client is calling (PLATFORM_HEADER_VALUE or the clinician workspace's value). */
export const PLATFORM_HEADER = 'platform';
/**
 * The platform value every web request carries (SPEC §7). Here, not beside the auth schemas: the
 * HTTP client sends it, and importing it from a module with schemas made every page that calls
 * the API build those schemas first (issue 14).
 */
export const PLATFORM_HEADER_VALUE = 'kaizen';
/** An app token exchanged for a device session (POST decode-token, SPEC §4 case 5). */
export const APP_TOKEN_HEADER = 'jwt-token';
/** The key that makes POST customers/bookings safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A document upload's file name, URI-encoded (the body is the bytes). */
export const FILE_NAME_HEADER = 'x-file-name';
/** ADMIN_TOKEN, for the operator's routes. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
/** The request id the API logs under and answers with. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Marketing click ids the web client forwards from its cookies (SPEC §7). */
export const FBP_HEADER = 'fbp';
export const FBC_HEADER = 'fbc';
