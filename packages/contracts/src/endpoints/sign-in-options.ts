import type { Endpoint } from '../endpoint';
import { signInOptionsResponseSchema } from '../auth/google-sign-in';
import { SIGN_IN_OPTIONS_PATH } from './zod-free-paths';

/** What the web may offer besides password and code: Google's client id and script, or null. */
export const signInOptionsEndpoint = {
  method: 'GET',
  path: SIGN_IN_OPTIONS_PATH,
  response: signInOptionsResponseSchema,
} as const satisfies Endpoint;
