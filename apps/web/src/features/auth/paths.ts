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
 * The redirectPath query value as a same-site path, or null. SPEC §2: it may be 't-p' (the
 * partner landing); anything not a local path (another origin, '//host') is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value === 't-p') return '/t-p';
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

/** What the sign-up consents refer to; public pages anyone can read before agreeing. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
