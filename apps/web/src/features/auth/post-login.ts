import { isB2bUserType } from '@kaizen/contracts';
import { HOME_PATH, isAuthPath, ORG_DASHBOARD_PATH, safeRedirectPath } from './paths';

/**
 * SPEC §2: "Paths containing create-password, changepassword, org or registration-form send
 * patient users back to the original redirect path after login." "org" is matched as a whole
 * path segment: as a substring it would match forgot-password.
 */
const RETURN_AFTER_LOGIN = /create-password|changepassword|\/org(\/|$|\?)|registration-form/;

/**
 * Where a user goes after login.
 * - Non-patient users go to /org/dashboard (SPEC §4), whatever the redirectPath.
 * - Patients go back to a SPEC §2 return path, even one under /auth/ (change password).
 * - Other auth pages are never a destination (SPEC §2 exempts paths containing auth from the
 *   automatic redirect); any other in-app path (the page that sent a visitor to log in, a
 *   CRNID value, t-p) is kept so that a booking or a match continues where it stopped.
 */
export function postLoginPath(user: { usertype: string }, redirectPath: string | null): string {
  if (isB2bUserType(user.usertype)) return ORG_DASHBOARD_PATH;
  const target = safeRedirectPath(redirectPath);
  if (!target) return HOME_PATH;
  if (RETURN_AFTER_LOGIN.test(target)) return target;
  return isAuthPath(target.split('?')[0] ?? target) ? HOME_PATH : target;
}
