import { z } from '../zod';
import { plainText } from '../fields/safe-input';
import { isValidEmail, isValidPhone, normalizePhone } from '../fields/validation';
import { sixDigitCodeSchema, verificationIdSchema } from './sign-up-codes';

// Sign-in with a one-time code (issue 15): POST customers/authenticate/otp with an email or a
// mobile number answers 202 with a verification id whether or not the address has an account
// (no enumeration); only an account's confirmed email or mobile gets a code. POST
// customers/authenticate/otp/verify with the code answers what password sign-in answers (the
// SPEC §3 user and the SPEC §7 session headers). Lifetime, tries and resend wait are sign-up's
// (SIGN_UP_CODE_TTL_MINUTES, SIGN_UP_CODE_MAX_ATTEMPTS, SIGN_UP_CODE_RESEND_SECONDS).

export const LOGIN_REQUIRED_MESSAGE = 'Email or mobile number is required.';
export const LOGIN_INVALID_MESSAGE =
  'Please enter a valid email address or 10-digit mobile number.';
export const OTP_SIGN_IN_EXPIRED_MESSAGE =
  'This sign-in code has expired. Please ask for a new one.';

/**
 * The account's address as typed in one field: a mobile (written with +91, a leading 0 or
 * spaces: the same 10 digits) or an email, lower-cased.
 */
export const codeLoginSchema = plainText({ error: LOGIN_REQUIRED_MESSAGE })
  .trim()
  .min(1, LOGIN_REQUIRED_MESSAGE)
  .max(320, LOGIN_INVALID_MESSAGE)
  .transform((given, ctx) => {
    const phone = normalizePhone(given);
    if (isValidPhone(phone)) return phone;
    const email = given.toLowerCase();
    if (isValidEmail(email)) return email;
    ctx.addIssue({ code: 'custom', message: LOGIN_INVALID_MESSAGE });
    return z.NEVER;
  });

export const otpSignInRequestSchema = z.object({ login: codeLoginSchema });
export type OtpSignInRequest = z.input<typeof otpSignInRequestSchema>;

const signInVerificationId = verificationIdSchema(OTP_SIGN_IN_EXPIRED_MESSAGE);

export const otpSignInVerifyRequestSchema = z.object({
  verification_id: signInVerificationId,
  code: sixDigitCodeSchema,
});
export type OtpSignInVerifyRequest = z.input<typeof otpSignInVerifyRequestSchema>;

export const otpSignInResendRequestSchema = z.object({ verification_id: signInVerificationId });

/** ••••••3210: enough for a person to recognise their own number. */
export const maskMobile = (mobile: string): string => `••••••${mobile.slice(-4)}`;
