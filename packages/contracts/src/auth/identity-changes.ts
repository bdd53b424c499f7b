import { z } from '../zod';
import { userSchema } from './auth';
import { plainText } from '../fields/safe-input';

// Verified identity (issue 8 case 3): a new email or mobile is kept aside until the new address
// proves it (a link for email, a code by SMS for mobile); until then the old value stays.

export const PROFILE_CONFIRM_EMAIL_PATH = '/profile/confirm-email';
export const CONFIRM_EMAIL_TTL_HOURS = 24;
export const CONFIRM_MOBILE_TTL_MINUTES = 15;
export const CONFIRM_MOBILE_MAX_ATTEMPTS = 5;

/** Changes waiting for their confirmation: the address each one was sent to. */
export const pendingChangesSchema = z.object({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type PendingChanges = z.infer<typeof pendingChangesSchema>;

/** PUT customers/profile: the user as it now is (old email/mobile until confirmed) and what waits. */
export const updateProfileResponseSchema = z.object({
  data: userSchema,
  pending_changes: pendingChangesSchema,
});
export const pendingChangesResponseSchema = z.object({ data: pendingChangesSchema });

export const confirmEmailRequestSchema = z.object({
  token: plainText().trim().min(1, 'This confirmation link is incomplete.').max(200),
});
export const confirmMobileRequestSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
export const confirmChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const CURRENT_PASSWORD_NEEDED_MESSAGE =
  'Enter your current password to change your email or mobile number.';
export const INVALID_EMAIL_CONFIRMATION_MESSAGE =
  'This confirmation link is invalid or has expired. Change your email again from your profile.';
export const INVALID_MOBILE_CODE_MESSAGE = 'That code is not right or has expired.';
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address has been changed.';
export const MOBILE_CONFIRMED_MESSAGE = 'Your mobile number has been changed.';
export const PROFILE_CHANGES_LIMIT_MESSAGE = 'You have changed your profile many times.';
