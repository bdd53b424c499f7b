import { isB2bUserType } from '@kaizen/contracts';
import { HOME_PATH, ORG_DASHBOARD_PATH, safeRedirectPath } from './paths';

/** SPEC §2: these paths send users back to the original redirect path after login. */
const RETURN_AFTER_LOGIN = /create-password|changepassword|org|registration-form/;

/** Where a user goes after login: SPEC §2 redirectPath rules; SPEC §4 non-patients to /org/dashboard. */
export function postLoginPath(user: { usertype: string }, redirectPath: string | null): string {
  const target = safeRedirectPath(redirectPath);
  if (isB2bUserType(user.usertype)) {
    return target && RETURN_AFTER_LOGIN.test(target) ? target : ORG_DASHBOARD_PATH;
  }
  return target ?? HOME_PATH;
}
