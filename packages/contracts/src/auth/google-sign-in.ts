import { z } from '../zod';
import { GOOGLE_LOGIN_FAILED_MESSAGE } from '../messages';

// Google sign-in and one-tap (issue 15; SPEC §2 exclusions, §7 call, §8 toasts). The web gets
// Google's client id from GET sign_in_options (null: nothing Google-related renders and no
// request leaves the machine), lets Google's script produce an ID token, and posts it
// form-urlencoded to customers/authenticate/google; the API checks the token's RS256 signature
// against Google's keys, issuer, audience (the client id) and expiry, and answers `{ data: user }`.

export const signInOptionsResponseSchema = z.object({
  google: z
    .object({
      client_id: z.string(),
      /** Google's script (https://accounts.google.com/gsi/client in production). */
      script_url: z.string(),
    })
    .nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsResponseSchema>;

/**
 * The form fields of POST customers/authenticate/google: Google's credential response
 * (`credential`, `select_by`, `client_id`) and the web's fixed extras (`provider`, `source`).
 */
export const googleSignInRequestSchema = z.object({
  credential: z
    .string({ error: GOOGLE_LOGIN_FAILED_MESSAGE })
    .min(20, GOOGLE_LOGIN_FAILED_MESSAGE)
    .max(8192, GOOGLE_LOGIN_FAILED_MESSAGE),
  select_by: z.string().max(100).optional(),
  client_id: z.string().max(300).optional(),
  provider: z.literal('google').optional(),
  source: z.enum(['button', 'one_tap']).optional(),
});
export type GoogleSignInRequest = z.input<typeof googleSignInRequestSchema>;
