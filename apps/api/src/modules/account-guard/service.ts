// Per-account controls (issue 8 case 4): sign-in slow-down and lock, and budgets of actions that
// send messages or could probe other accounts. Other modules use them through this file.

export { accountLimits } from './settings';
export { spendBudget, withinBudget, type Budget } from './budgets';
export {
  clearSignInFailures,
  loginKey,
  signInFailed,
  startSignInAttempt,
  type SignInThrottleSettings,
} from './sign-in-throttle';
export { sha256Hex } from './hash';
