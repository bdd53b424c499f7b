import { isB2bUserType } from '@kaizen/contracts';
import { HOME_PATH, isAuthPath, ORG_DASHBOARD_PATH, safeRedirectPath } from './paths';

/**
 * SPEC §2: "Paths containing create-password, changepassword, org or registration-form send
 * patient users back to the original redirect path after login." "org" is matched as a whole
 * path segment: as a substring it would match forgot-password.
 */
const RETURN_AFTER_LOGIN = /create-password|changepassword|\/org(\/|$|\?)|registration-form/;

/** An insurer's CRNID return (`/?CRNID=…`, SPEC §2): the CRN is linked there, for anyone. */
const isCrnidReturn = (target: string) =>
  new URLSearchParams(target.split('?')[1] ?? '').has('CRNID');

/**
 * Where a user goes after login.
 * - Non-patient users go to /org/dashboard (SPEC §4), whatever the redirectPath, except a CRNID
 *   return: a member who logged in after an unlinked CRN (SPEC §2/§4 CRNID flow) goes back to it
 *   so the CRN is linked, then on to /partnerdashboard (app/start-up/crnid-run.ts).
 * - Patients go back to a SPEC §2 return path, even one under /auth/ (change password).
 * - Other auth pages are never a destination (SPEC §2 exempts paths containing auth from the
 *   automatic redirect); any other in-app path (the page that sent a visitor to log in, a
 *   CRNID value, t-p) is kept so that a booking or a match continues where it stopped.
 */
export function postLoginPath(user: { usertype: string }, redirectPath: string | null): string {
  const target = safeRedirectPath(redirectPath);
  if (isB2bUserType(user.usertype)) {
    return target && isCrnidReturn(target) ? target : ORG_DASHBOARD_PATH;
  }
  if (!target) return HOME_PATH;
  if (RETURN_AFTER_LOGIN.test(target)) return target;
  return isAuthPath(target.split('?')[0] ?? target) ? HOME_PATH : target;
}
