import { PRIVACY_POLICY_PAGE_PATH } from '@kaizen/contracts';
import { Suspense } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/Spinner';
import { lazyScreen } from '../lib/routing/lazy-screen';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RequireAuth } from './layout/RequireAuth';
import { RootLayout } from './layout/RootLayout';

// Every screen is its own lazily loaded chunk: the entry holds only the shell (SPEC §2 routes).
// Declarative routes (issue 14): React Router's data router cost the log-in page ~30 KiB gzip.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: 'auth',
        children: [
          {
            path: 'log-in',
            element: lazyScreen(
              async () => (await import('../features/auth/pages/LoginPage')).LoginPage,
            ),
          },
          {
            path: 'sign-up',
            element: lazyScreen(
              async () => (await import('../features/auth/pages/SignUpPage')).SignUpPage,
            ),
          },
          {
            path: 'forgot-password',
            element: lazyScreen(
              async () =>
                (await import('../features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage,
            ),
          },
          {
            path: 'set-password',
            element: lazyScreen(
              async () => (await import('../features/auth/pages/SetPasswordPage')).SetPasswordPage,
            ),
          },
          {
            // SPEC §2: a partner-created account's first password (the emailed link).
            path: 'create-password',
            element: lazyScreen(
              async () =>
                (await import('../features/auth/pages/CreatePasswordPage')).CreatePasswordPage,
            ),
          },
          {
            path: 'changepassword',
            element: lazyScreen(
              async () =>
                (await import('../features/auth/pages/ChangePasswordPage')).ChangePasswordPage,
            ),
          },
        ],
      },
      {
        // The operator console (issue 15): its own chunk and frame, behind the operator token.
        // Its pages are listed in routes/operator/operator-pages.ts, one child route each.
        path: 'operator',
        element: lazyScreen(
          async () => (await import('./routes/operator/OperatorConsole')).OperatorConsole,
        ),
        children: [
          { index: true, element: <Navigate to="flags" replace /> },
          {
            path: 'flags',
            element: lazyScreen(
              async () => (await import('../features/feature-flags/pages/FlagsPage')).FlagsPage,
            ),
          },
          {
            path: 'experiments',
            element: lazyScreen(
              async () =>
                (await import('../features/experiments/pages/ExperimentsPage')).ExperimentsPage,
            ),
          },
          {
            path: 'analytics',
            element: lazyScreen(
              async () =>
                (await import('./routes/operator/OperatorAnalyticsRoute')).OperatorAnalyticsRoute,
            ),
          },
          {
            path: 'errors',
            element: lazyScreen(
              async () => (await import('../features/error-reports/pages/ErrorsPage')).ErrorsPage,
            ),
          },
        ],
      },
      {
        // The signed-in frame (header, footer) is not needed by the auth screens.
        element: lazyScreen(async () => (await import('./layout/AppLayout')).AppLayout),
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                element: lazyScreen(async () => (await import('./routes/HomeRoute')).HomeRoute),
              },
              {
                path: 'user',
                element: lazyScreen(
                  async () => (await import('./routes/ProfileRoute')).ProfileRoute,
                ),
              },
              {
                path: 'registration-form',
                element: lazyScreen(
                  async () => (await import('./routes/ProfileRoute')).RegistrationFormRoute,
                ),
              },
              {
                path: 'user/consents',
                element: lazyScreen(
                  async () => (await import('./routes/RecordRoutes')).ConsentsRoute,
                ),
              },
              {
                path: 'user/contacts',
                element: lazyScreen(
                  async () => (await import('./routes/RecordRoutes')).ContactsRoute,
                ),
              },
              {
                path: 'assessments',
                element: lazyScreen(
                  async () => (await import('./routes/AssessmentsRoutes')).AssessmentsListRoute,
                ),
              },
              {
                path: 'assessments/:code',
                element: lazyScreen(
                  async () => (await import('./routes/AssessmentsRoutes')).TakeAssessmentRoute,
                ),
              },
              {
                path: 'assessments/:code/history',
                element: lazyScreen(
                  async () => (await import('./routes/AssessmentsRoutes')).AssessmentHistoryRoute,
                ),
              },
              {
                // The health record (issue 12).
                path: 'records',
                element: lazyScreen(
                  async () =>
                    (await import('../features/records/pages/RecordsHubPage')).RecordsHubPage,
                ),
              },
              {
                path: 'prescriptions',
                element: lazyScreen(
                  async () =>
                    (await import('../features/records/pages/PrescriptionsPage')).PrescriptionsPage,
                ),
              },
              {
                path: 'documents',
                element: lazyScreen(
                  async () =>
                    (await import('../features/records/pages/DocumentsPage')).DocumentsPage,
                ),
              },
              {
                path: 'treatment-plan',
                element: lazyScreen(
                  async () =>
                    (await import('../features/records/pages/TreatmentPlansPage'))
                      .TreatmentPlansPage,
                ),
              },
              {
                path: 'payments',
                element: lazyScreen(
                  async () =>
                    (await import('../features/commerce/payments/PaymentsPage')).PaymentsPage,
                ),
              },
              {
                path: 'my-data',
                element: lazyScreen(
                  async () => (await import('./routes/DataRightsRoute')).DataRightsRoute,
                ),
              },
              {
                // Session packages (issue 11): catalogue, buying, what is left.
                path: 'packages',
                element: lazyScreen(
                  async () => (await import('./routes/PackagesRoute')).PackagesRoute,
                ),
              },
              {
                path: 'org/dashboard',
                element: lazyScreen(
                  async () => (await import('./routes/OrgDashboardRoute')).OrgDashboardRoute,
                ),
              },
              {
                // SPEC §2: the card dashboard (show_card_dashboard), e.g. after the CRNID flow.
                path: 'partnerdashboard',
                element: lazyScreen(
                  async () =>
                    (await import('./routes/PartnerDashboardRoute')).PartnerDashboardRoute,
                ),
              },
              {
                path: 'org-admin',
                element: lazyScreen(
                  async () => (await import('./routes/OrgConsoleRoute')).OrgConsoleRoute,
                ),
              },
            ],
          },
          {
            // The versioned privacy policy the consent modal links to (GET /api/policies/...).
            path: 'privacy-policy',
            element: lazyScreen(
              async () => (await import('./routes/PolicyRoutes')).PrivacyPolicyRoute,
            ),
          },
          {
            // The partner landing (SPEC §2): a partner token signs members in; public.
            path: 't-p',
            element: lazyScreen(
              async () => (await import('./routes/PartnerLandingRoute')).PartnerLandingRoute,
            ),
          },
          {
            // Emailed links (issue 8): a work address or an organisation's invitation.
            path: 'org/join',
            element: lazyScreen(async () => (await import('./routes/OrgJoinRoute')).OrgJoinRoute),
          },
          {
            // A couple session's partner invitation; asks to sign in first when needed.
            path: 'sessions/invitation',
            element: lazyScreen(
              async () => (await import('./routes/PartnerInvitationRoute')).PartnerInvitationRoute,
            ),
          },
          {
            // The link emailed to a new address works signed in or not (issue 8).
            path: 'profile/confirm-email',
            element: lazyScreen(
              async () =>
                (await import('../features/profile/pages/ConfirmEmailPage')).ConfirmEmailPage,
            ),
          },
          {
            // The expert directory (issue 3): public, so outside RequireAuth.
            path: 'therapy-psychiatry',
            children: [
              {
                index: true,
                element: lazyScreen(
                  async () => (await import('./routes/ExpertsRoutes')).ExpertsLandingRoute,
                ),
              },
              {
                path: 'experts',
                element: lazyScreen(
                  async () => (await import('./routes/ExpertsRoutes')).ExpertListingRoute,
                ),
              },
              {
                path: 'experts/:uuid',
                element: lazyScreen(
                  async () => (await import('./routes/ExpertProfileRoute')).ExpertProfileRoute,
                ),
              },
              {
                // The booking flow (issue 4): signed in; a visitor logs in and comes back to the step.
                element: <RequireAuth />,
                children: [
                  {
                    path: 'booking/:uuid',
                    element: lazyScreen(
                      async () => (await import('./routes/BookingRoute')).BookingRoute,
                    ),
                  },
                ],
              },
              {
                // The matching questionnaire: open to visitors; its results page asks them to sign in.
                path: 'match/:type',
                element: lazyScreen(
                  async () => (await import('./routes/MatchingRoutes')).QuestionnaireRoute,
                ),
              },
              {
                path: 'match/:type/results',
                element: lazyScreen(
                  async () => (await import('./routes/MatchingRoutes')).MatchResultsRoute,
                ),
              },
            ],
          },
          {
            // What the sign-up consents refer to: the current published version, readable by
            // anyone before signing up (the same document the consent modal links to).
            path: 'terms',
            element: lazyScreen(async () => (await import('./routes/PolicyRoutes')).TermsRoute),
          },
          {
            // Older links and emails: the privacy policy lives at /privacy-policy.
            path: 'privacy',
            element: <Navigate to={PRIVACY_POLICY_PAGE_PATH} replace />,
          },
          {
            path: '*',
            element: lazyScreen(async () => (await import('./routes/NotFoundRoute')).NotFoundRoute),
          },
        ],
      },
    ],
  },
];

/**
 * The patient app's screens, inside an AppRouter (browser) or a StaticRouter (prerender). Until
 * the first screen's code has loaded, the full-screen loader shows; later navigations keep the
 * current screen while the next one loads (AppRouter renders them in a transition).
 */
export function AppRoutes() {
  return <Suspense fallback={<FullScreenLoader />}>{useRoutes(routes)}</Suspense>;
}

/** True when a screen exists for the path (not the not-found catch-all). */
export function routeExists(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const deepest = matches?.at(-1)?.route;
  return deepest !== undefined && deepest.path !== '*';
}
