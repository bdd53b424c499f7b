import { errorCodeSchema, errorFieldsSchema } from './error-codes';
import { z } from './zod';

export * from './error-codes';

/**
 * The one error shape of the API: `errors` are the texts to show (SPEC §7), `code` is what a
 * client acts upon (error-codes.ts), `fields` puts a refusal under the input it is about.
 */
export const errorResponseSchema = z.object({
  errors: z.array(z.string()),
  code: errorCodeSchema,
  fields: errorFieldsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * An error body as a client reads it: a code it does not know (a newer server) or a body without
 * one (a proxy's answer) still yields the texts to show.
 */
export const receivedErrorSchema = z.object({
  errors: z.array(z.string()),
  code: errorCodeSchema.optional().catch(undefined),
  fields: errorFieldsSchema.optional().catch(undefined),
});

/** 403 body text when this device was ended by a remove_all sign-out elsewhere (SPEC §4). */
export const DEVICE_LOGGED_OUT_MESSAGE = 'This device has been logged out. Please log in again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials. Please try again.';
export const UNAUTHENTICATED_MESSAGE = 'You need to sign in or sign up before continuing.';
/** Clinician user types are barred from the web client (SPEC §1, §4); the web shows this toast. */
export const CLINICIAN_REFUSED_MESSAGE =
  'This app is for clients. Please use the clinician app to sign in.';

export const isDeviceLoggedOutBody = (body: unknown): boolean =>
  receivedErrorSchema.safeParse(body).data?.code === 'device_logged_out';

/**
 * 409 on sign-up when the email or the mobile belongs to an account: one text for both, which
 * never says which (issue 8 case 4); the owner of the account is emailed instead.
 */
export const ACCOUNT_DETAILS_IN_USE_MESSAGE =
  'We could not create an account with these details. If you already have a Kaizen account, sign in or reset your password.';
/** 422 on PUT customers/authenticate/password. */
export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid or has expired. Please ask for a new one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect.';
/** 401 on POST decode-token: app token invalid, expired or already used (SPEC §4 case 5). */
export const INVALID_APP_TOKEN_MESSAGE = 'This sign-in link is invalid or has expired.';
