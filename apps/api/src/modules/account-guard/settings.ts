import type { Config } from '../../config';
import type { Budget } from './budgets';
import type { SignInThrottleSettings } from './sign-in-throttle';

const HOUR = 3_600_000;

/** The per-account limits and their settings (README "Security and operations"). */
interface AccountLimits {
  signIn: SignInThrottleSettings;
  resetEmails: Budget;
  profileChanges: Budget;
  /** Codes (sign-up) sent to one address, whether or not it has an account. */
  verificationCodes: Budget;
}

export const accountLimits = (config: Config): AccountLimits => ({
  signIn: {
    slowAfter: config.SIGN_IN_SLOW_AFTER,
    lockAfter: config.SIGN_IN_LOCK_AFTER,
    lockMinutes: config.SIGN_IN_LOCK_MINUTES,
  },
  resetEmails: { action: 'reset-email', max: config.RESET_EMAILS_PER_HOUR, windowMs: HOUR },
  profileChanges: {
    action: 'profile-change',
    max: config.PROFILE_CHANGES_PER_HOUR,
    windowMs: HOUR,
  },
  verificationCodes: {
    action: 'verification-code',
    max: config.VERIFICATION_CODES_PER_HOUR,
    windowMs: HOUR,
  },
});
