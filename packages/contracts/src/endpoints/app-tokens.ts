import type { Endpoint } from '../endpoint';
import { appTokenResponseSchema, decodeTokenResponseSchema } from '../auth/auth';

// SPEC §4 case 5: a native shell asks for an app token and opens the web view with ?app_token=;
// the web exchanges it for a device session of its own (the token in the jwt-token header).

/** A five-minute, single-use token that signs a web view in as the caller. */
export const appTokenEndpoint = {
  method: 'POST',
  path: '/customers/app_token',
  response: appTokenResponseSchema,
} as const satisfies Endpoint;

/** Exchanges an app token for a new device session (SPEC §7 decode-token). */
export const decodeTokenEndpoint = {
  method: 'POST',
  path: '/decode-token',
  response: decodeTokenResponseSchema,
} as const satisfies Endpoint;
