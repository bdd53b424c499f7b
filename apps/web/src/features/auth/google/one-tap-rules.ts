import { DISABLE_GOOGLE_ONE_TAP_PARAM } from '@kaizen/contracts';

/** SPEC §2: no one-tap on paths containing any of these. */
const EXCLUDED_PATH_PARTS = [
  'auth',
  'booking',
  'kotak-life-insurance',
  'kotak-life-insurance-prod',
];
/** The therapy-for-life flow's pages (SPEC §3 isTflFlow); it has its own sign-in. */
const THERAPY_FOR_LIFE_PATH_PART = 'therapy-for-life';

/**
 * SPEC §2: Google one-tap is not offered when a user is logged in; the path contains auth,
 * booking, kotak-life-insurance or kotak-life-insurance-prod; the query disableGoogleOneTapLogin
 * is 'true'; or in the therapy-for-life flow.
 */
export function oneTapAllowed(page: {
  signedIn: boolean;
  pathname: string;
  search: string;
}): boolean {
  if (page.signedIn) return false;
  if (EXCLUDED_PATH_PARTS.some((part) => page.pathname.includes(part))) return false;
  if (page.pathname.includes(THERAPY_FOR_LIFE_PATH_PART)) return false;
  return new URLSearchParams(page.search).get(DISABLE_GOOGLE_ONE_TAP_PARAM) !== 'true';
}
