// The screens of the web app (SPEC §2 routes), shared so that the API's SPA fallback can answer
// an address no screen exists for with HTTP 404 (crawlers and monitors see it), while the web
// app still renders its not-found page. apps/web/src/app/routes.test.tsx keeps this list and the
// router in step: a screen added to one must be added to the other.

/** Route patterns as the router declares them; `:name` is one path segment. */
export const WEB_APP_ROUTES = [
  '/',
  '/auth/log-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/set-password',
  '/auth/create-password',
  '/auth/changepassword',
  '/user',
  '/org/dashboard',
  '/partnerdashboard',
  '/packages',
  '/org/join',
  '/org-admin',
  '/t-p',
  '/sessions/invitation',
  '/profile/confirm-email',
  '/my-data',
  '/payments',
  '/records',
  '/registration-form',
  '/documents',
  '/prescriptions',
  '/treatment-plan',
  '/terms',
  '/privacy',
  '/privacy-policy',
  '/user/consents',
  '/user/contacts',
  '/assessments',
  '/assessments/:code',
  '/assessments/:code/history',
  '/therapy-psychiatry',
  '/therapy-psychiatry/experts',
  '/therapy-psychiatry/experts/:uuid',
  '/therapy-psychiatry/booking/:uuid',
  '/therapy-psychiatry/match/:type',
  '/therapy-psychiatry/match/:type/results',
  '/operator',
  '/operator/flags',
  '/operator/experiments',
  '/operator/analytics',
  '/operator/errors',
] as const;

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * A test for "a screen exists for the path" over a list of route patterns: same number of
 * segments, each equal (ignoring case, as the router does) or a `:param`. A trailing slash and
 * the query do not matter.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const routeSegments = patterns.map(segmentsOf);
  return (pathname) => {
    let segments: string[];
    try {
      segments = segmentsOf(decodeURIComponent(pathname.split(/[?#]/)[0] ?? ''));
    } catch {
      return false;
    }
    return routeSegments.some(
      (route) =>
        route.length === segments.length &&
        route.every(
          (part, index) =>
            part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
        ),
    );
  };
}

/** True when a screen of the patient web app exists for the path. */
export const isWebAppRoute = routeMatcher(WEB_APP_ROUTES);
