// Auth routes and the SPEC §2 redirectPath handling that needs no user (see post-login.ts).

export const LOGIN_PATH = '/auth/log-in/';
export const SIGN_UP_PATH = '/auth/sign-up/';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password/';
export const SET_PASSWORD_PATH = '/auth/set-password/';
export const CHANGE_PASSWORD_PATH = '/auth/changepassword/';
export const HOME_PATH = '/';
export const ORG_DASHBOARD_PATH = '/org/dashboard';
export const REDIRECT_PARAM = 'redirectPath';

/** SPEC §2: paths containing auth are exempt from the automatic redirect. */
export const isAuthPath = (pathname: string): boolean => pathname.includes('auth');

/** A login or sign-up page is never a place to come back to: it would loop. */
const NEVER_RETURN_TO = /\/auth\/(log-in|sign-up)/;

/**
 * SPEC §2 "redirectPath may be t-p or a CRNID value": an insurer's customer number, given bare
 * (digits) or as `CRNID=<value>`. It returns to home with the CRNID in the address, where the
 * CRNID flow reads it (a start parameter); only letters, digits, '-' and '_' pass.
 */
const CRNID_VALUE = /^(?:CRNID=([A-Za-z0-9_-]{1,64})|(\d{4,32}))$/i;

/**
 * The redirectPath query value as a same-site path, or null. SPEC §2: it may be 't-p' (the
 * partner landing) or a CRNID value; anything not a local path (another origin, '//host',
 * 'javascript:') is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value === 't-p') return '/t-p';
  const crnid = CRNID_VALUE.exec(value);
  if (crnid) return `/?CRNID=${crnid[1] ?? crnid[2]}`;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (NEVER_RETURN_TO.test(value)) return null;
  return value;
}

/** The login page that brings the visitor back to `path` (SPEC §2 /auth/log-in/?redirectPath=). */
export function loginPathFor(path: string | null | undefined): string {
  return withRedirectParam(LOGIN_PATH, path ?? null);
}

/** Carries a redirectPath over to another auth page. */
export function withRedirectParam(path: string, redirectPath: string | null): string {
  const target = safeRedirectPath(redirectPath);
  return target ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}

// What the sign-up boxes refer to: the same versioned, public documents the consent modal links.
export {
  TERMS_PAGE_PATH as TERMS_PATH,
  PRIVACY_POLICY_PAGE_PATH as PRIVACY_PATH,
} from '@kaizen/contracts';
