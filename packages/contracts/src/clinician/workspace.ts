import { routeMatcher } from '../web/web-routes';

// The clinician workspace (issue 13): a second entry of the web build at /clinician/, signed in
// through the same token protocol as the patient app but with its own platform value.

/** The `platform` header the clinician workspace sends (the patient app sends PLATFORM_HEADER_VALUE). */
export const CLINICIAN_PLATFORM_HEADER_VALUE = 'kaizen-clinician';

/** Where the clinician workspace lives in the web build. */
export const CLINICIAN_APP_BASE = '/clinician';

/** A patient (or any non-clinician) signing in to the clinician workspace gets this 403. */
export const CLINICIAN_WORKSPACE_ONLY_MESSAGE =
  'This workspace is for Kaizen clinicians. Patients sign in at the Kaizen app.';

/**
 * The screens of the clinician workspace, as its router declares them (apps/web/src/clinician
 * router.tsx; its routes test keeps the two in step). The API answers 200 for these and serves the
 * clinician entry for every /clinician/... page request.
 */
export const CLINICIAN_APP_ROUTES = [
  '/clinician',
  '/clinician/log-in',
  '/clinician/hours',
  '/clinician/patients/:uuid',
  '/clinician/alerts',
  '/clinician/calendar',
] as const;

/** True when the path belongs to the clinician workspace (any depth under /clinician/). */
export function isClinicianAppPath(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase();
  return path === CLINICIAN_APP_BASE || path.startsWith(`${CLINICIAN_APP_BASE}/`);
}

/** True when a screen of the clinician workspace exists for the path. */
export const isClinicianAppRoute = routeMatcher(CLINICIAN_APP_ROUTES);
