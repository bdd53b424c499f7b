import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// Code-first sign-up (issue 8 case 4, issue 15): POST customers/authenticate answers 202 with a
// verification id whether or not the email or mobile already has an account, and a 6-digit code
// goes to a free email only. POST customers/authenticate/verify with the code answers what
// sign-up answered before (the SPEC §3 user and the SPEC §7 session headers).

export const SIGN_UP_CODE_TTL_MINUTES = 10;
export const SIGN_UP_CODE_MAX_ATTEMPTS = 5;
/** A new code may be asked for this long after the last one was sent. */
export const SIGN_UP_CODE_RESEND_SECONDS = 30;
/** A pending sign-up (the typed details, the password already hashed) is kept this long at most. */
export const PENDING_SIGN_UP_TTL_MINUTES = 60;

/** 202 on POST customers/authenticate and on POST customers/authenticate/resend. */
export const signUpStartedResponseSchema = z.object({
  verification_id: z.string(),
  /** The email the code went to, masked (a•••@example.com). */
  sent_to: z.string(),
  /** Seconds until a new code may be asked for. */
  resend_after: z.number().int().nonnegative(),
});
export type SignUpStarted = z.infer<typeof signUpStartedResponseSchema>;

/** A verification id the client holds; a bad one reads as the flow having expired. */
export const verificationIdSchema = (expiredMessage: string) =>
  plainText({ error: expiredMessage }).trim().min(1, expiredMessage).max(100, expiredMessage);

export const sixDigitCodeSchema = z
  .string({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');

const verificationId = verificationIdSchema('This sign-up has expired. Please start again.');

export const signUpVerifyRequestSchema = z.object({
  verification_id: verificationId,
  code: sixDigitCodeSchema,
});
export type SignUpVerifyRequest = z.input<typeof signUpVerifyRequestSchema>;

export const signUpResendRequestSchema = z.object({ verification_id: verificationId });

export const wrongSignUpCodeMessage = (triesLeft: number): string =>
  triesLeft > 0
    ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : 'That code is not right, and that was the last try. Ask for a new code.';
export const SIGN_UP_CODE_LOCKED_MESSAGE =
  'Too many wrong tries for this code. Ask for a new code.';
export const SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE = 'This code has expired. We sent a new one.';
export const SIGN_UP_CODE_EXPIRED_MESSAGE = 'This code has expired. Ask for a new code.';
export const SIGN_UP_EXPIRED_MESSAGE = 'This sign-up has expired. Please start again.';
export const SIGN_UP_CODES_LIMIT_MESSAGE = 'We have sent many codes to this address.';
export const signUpResendTooSoonMessage = (seconds: number): string =>
  `You can ask for a new code in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** a•••@example.com: enough to recognise one's own address, not to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
