import { z } from '../zod';
import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  isValidPhone,
  normalizePhone,
  phoneSchema,
  PHONE_PATTERN,
} from '../fields/validation';
import { DISPOSABLE_EMAIL_MESSAGE, isDisposableEmail } from './disposable-email';
import {
  CONTROL_CHARACTER_MESSAGE,
  jsonHasControlCharacter,
  plainText,
} from '../fields/safe-input';

// The wire protocol of SPEC §4 and §7 for authentication, in the manner of devise_token_auth.

/** SPEC §3: the login result and the user of the auth state, in one shape. */
export const userSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  usertype: z.string(),
  is_verified: z.boolean(),
  firebaseid: z.string(),
  fb_token: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  organisation_id: z.number().int().nullable(),
  organisation_name: z.string().nullable(),
  first_time_to_amaha_user: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ data: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const validateTokenResponseSchema = z.object({ success: z.boolean(), data: userSchema });

/** An account's email: valid (SPEC §5) and not on a disposable or blocked domain. */
const accountEmailSchema = emailSchema.refine(
  (email) => !isDisposableEmail(email),
  DISPOSABLE_EMAIL_MESSAGE,
);

/** A consent checkbox: true (or 'true' from a form post); anything else gets its one message. */
const mustBeChecked = (message: string) =>
  z.union([z.literal(true), z.literal('true')], { error: message }).transform(() => true as const);

export const signUpRequestSchema = z.object({
  firstname: personNameSchema('First name'),
  lastname: personNameSchema('Last name'),
  email: accountEmailSchema,
  mobile: phoneSchema,
  password: passwordSchema,
  is_tnc_checked: mustBeChecked('Please accept the terms and conditions.'),
  is_privacy_policy_checked: mustBeChecked('Please accept the privacy policy.'),
  is_eighteen_plus_checked: mustBeChecked('Please confirm that you are 18 or older.'),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** Sign in with an email or a mobile number in `login` (email and mobile are accepted too). */
export const signInRequestSchema = z
  .object({
    login: plainText().trim().optional(),
    email: plainText().trim().optional(),
    mobile: plainText().trim().optional(),
    password: plainText({ error: 'Password is required.' }).min(1, 'Password is required.'),
  })
  .transform((body, ctx) => {
    const given = body.login || body.email || body.mobile || '';
    // A mobile number written with +91, a leading 0 or spaces is the same account (as sign-up).
    const phone = normalizePhone(given);
    const login = isValidPhone(phone) ? phone : given.toLowerCase();
    if (!login) {
      ctx.addIssue({
        code: 'custom',
        message: 'Email or mobile number is required.',
        path: ['login'],
      });
      return z.NEVER;
    }
    return { login, password: body.password };
  });
export type SignInRequest = z.input<typeof signInRequestSchema>;
export const isPhoneLogin = (login: string): boolean => PHONE_PATTERN.test(login);

export const signOutQuerySchema = z.object({
  remove_all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const signOutResponseSchema = z.object({ success: z.literal(true) });

/** SPEC §3 device info; the web sends it JSON-encoded in the validate_token query. */
export const deviceInfoSchema = z
  .object({
    device_name: plainText().max(200).optional(),
    device_type: plainText().max(50).optional(),
    operating_system: plainText().max(100).optional(),
    application_name: plainText().max(100).optional(),
    /** SPEC §9: the user agent is trimmed to 500 characters. */
    user_agent: plainText().max(500).optional(),
    /** SPEC §3 `deviceId`: a stable id of this browser or app install, kept across logouts. */
    device_id: plainText().max(64).optional(),
    logged_in_location: z
      .object({ country: plainText().max(100).default('India') })
      .catchall(z.unknown())
      .optional(),
  })
  // logged_in_location keeps keys we do not know: no control character may hide in them either.
  .refine((info) => !jsonHasControlCharacter(info), { message: CONTROL_CHARACTER_MESSAGE });
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const validateTokenQuerySchema = z.object({ device_info: plainText().max(4000).optional() });

export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  redirect_url: plainText().max(500).optional(),
});
export const forgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';

const newPassword = {
  password: passwordSchema,
  password_confirmation: plainText({ error: 'Please confirm the password.' }),
};
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { message: 'Passwords do not match.', path: ['password_confirmation'] };

/** Reset with the emailed token (signed out), or change with the current password (signed in). */
export const updatePasswordRequestSchema = z.union([
  z
    .object({
      reset_password_token: plainText().min(10, 'The reset link is invalid.'),
      ...newPassword,
    })
    .refine(passwordsMatch, mismatch),
  z
    .object({
      current_password: plainText().min(1, 'Current password is required.'),
      ...newPassword,
    })
    .refine(passwordsMatch, mismatch),
]);
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/**
 * POST customers/authenticate/create_password: someone whose account was made without a password
 * (a partner token) chooses one with the emailed link's token, and is signed in.
 */
export const createPasswordRequestSchema = z
  .object({
    reset_password_token: plainText().min(10, 'The link is invalid.'),
    ...newPassword,
  })
  .refine(passwordsMatch, mismatch);
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;
/** How long the emailed create-password link works (a new member may not read mail at once). */
export const CREATE_PASSWORD_LINK_TTL_HOURS = 72;
export const CREATE_PASSWORD_LINK_INVALID_MESSAGE =
  'This link is invalid, has expired or your account has a password already. Log in, or use "Forgot password".';
export const updatePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
/** Reset ends every device: the user logs in again. A change keeps this device signed in. */
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please log in with your new password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other devices have been logged out.';

export const updateProfileRequestSchema = z.object({
  firstname: personNameSchema('First name'),
  lastname: personNameSchema('Last name'),
  email: accountEmailSchema,
  mobile: phoneSchema,
  /** Needed when the email or the mobile changes (issue 8 case 3); ignored otherwise. */
  current_password: z.string().max(128).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST customers/app_token: a short-lived token a native shell hands to the web view. */
export const appTokenResponseSchema = z.object({ app_token: z.string(), expires_in: z.number() });
/** POST decode-token (header jwt-token): the user, with session headers set on the response. */
export const decodeTokenResponseSchema = z.object({ data: userSchema });
