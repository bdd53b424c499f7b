import { PRIVACY_POLICY_PAGE_PATH } from '@kaizen/contracts';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/Spinner';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { RequireAuth } from './layout/RequireAuth';
import { RootLayout } from './layout/RootLayout';

// Every screen is its own lazily loaded chunk: the entry holds only the shell (SPEC §2 routes).
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        path: 'auth',
        children: [
          {
            path: 'log-in',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/LoginPage')).LoginPage,
            }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/SignUpPage')).SignUpPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/ForgotPasswordPage'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: 'set-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/SetPasswordPage')).SetPasswordPage,
            }),
          },
          {
            // SPEC §2: a partner-created account's first password (the emailed link).
            path: 'create-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/CreatePasswordPage'))
                .CreatePasswordPage,
            }),
          },
          {
            path: 'changepassword',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/ChangePasswordPage'))
                .ChangePasswordPage,
            }),
          },
        ],
      },
      {
        // The operator console (issue 15): its own chunk and frame, behind the operator token.
        // Its pages are listed in routes/operator/operator-pages.ts, one child route each.
        path: 'operator',
        lazy: async () => ({
          Component: (await import('./routes/operator/OperatorConsole')).OperatorConsole,
        }),
        children: [
          { index: true, element: <Navigate to="flags" replace /> },
          {
            path: 'flags',
            lazy: async () => ({
              Component: (await import('../features/feature-flags/pages/FlagsPage')).FlagsPage,
            }),
          },
          {
            path: 'experiments',
            lazy: async () => ({
              Component: (await import('../features/experiments/pages/ExperimentsPage'))
                .ExperimentsPage,
            }),
          },
          {
            path: 'analytics',
            lazy: async () => ({
              Component: (await import('./routes/operator/OperatorAnalyticsRoute'))
                .OperatorAnalyticsRoute,
            }),
          },
          {
            path: 'errors',
            lazy: async () => ({
              Component: (await import('../features/error-reports/pages/ErrorsPage')).ErrorsPage,
            }),
          },
        ],
      },
      {
        // The signed-in frame (header, footer) is not needed by the auth screens.
        lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/HomeRoute')).HomeRoute }),
              },
              {
                path: 'user',
                lazy: async () => ({
                  Component: (await import('./routes/ProfileRoute')).ProfileRoute,
                }),
              },
              {
                path: 'registration-form',
                lazy: async () => ({
                  Component: (await import('./routes/ProfileRoute')).RegistrationFormRoute,
                }),
              },
              {
                path: 'user/consents',
                lazy: async () => ({
                  Component: (await import('./routes/RecordRoutes')).ConsentsRoute,
                }),
              },
              {
                path: 'user/contacts',
                lazy: async () => ({
                  Component: (await import('./routes/RecordRoutes')).ContactsRoute,
                }),
              },
              {
                path: 'assessments',
                lazy: async () => ({
                  Component: (await import('./routes/AssessmentsRoutes')).AssessmentsListRoute,
                }),
              },
              {
                path: 'assessments/:code',
                lazy: async () => ({
                  Component: (await import('./routes/AssessmentsRoutes')).TakeAssessmentRoute,
                }),
              },
              {
                path: 'assessments/:code/history',
                lazy: async () => ({
                  Component: (await import('./routes/AssessmentsRoutes')).AssessmentHistoryRoute,
                }),
              },
              {
                // The health record (issue 12).
                path: 'records',
                lazy: async () => ({
                  Component: (await import('../features/records/pages/RecordsHubPage'))
                    .RecordsHubPage,
                }),
              },
              {
                path: 'prescriptions',
                lazy: async () => ({
                  Component: (await import('../features/records/pages/PrescriptionsPage'))
                    .PrescriptionsPage,
                }),
              },
              {
                path: 'documents',
                lazy: async () => ({
                  Component: (await import('../features/records/pages/DocumentsPage'))
                    .DocumentsPage,
                }),
              },
              {
                path: 'treatment-plan',
                lazy: async () => ({
                  Component: (await import('../features/records/pages/TreatmentPlansPage'))
                    .TreatmentPlansPage,
                }),
              },
              {
                path: 'payments',
                lazy: async () => ({
                  Component: (await import('../features/commerce/payments/PaymentsPage'))
                    .PaymentsPage,
                }),
              },
              {
                path: 'my-data',
                lazy: async () => ({
                  Component: (await import('./routes/DataRightsRoute')).DataRightsRoute,
                }),
              },
              {
                // Session packages (issue 11): catalogue, buying, what is left.
                path: 'packages',
                lazy: async () => ({
                  Component: (await import('./routes/PackagesRoute')).PackagesRoute,
                }),
              },
              {
                path: 'org/dashboard',
                lazy: async () => ({
                  Component: (await import('./routes/OrgDashboardRoute')).OrgDashboardRoute,
                }),
              },
              {
                // SPEC §2: the card dashboard (show_card_dashboard), e.g. after the CRNID flow.
                path: 'partnerdashboard',
                lazy: async () => ({
                  Component: (await import('./routes/PartnerDashboardRoute')).PartnerDashboardRoute,
                }),
              },
              {
                path: 'org-admin',
                lazy: async () => ({
                  Component: (await import('./routes/OrgConsoleRoute')).OrgConsoleRoute,
                }),
              },
            ],
          },
          {
            // The versioned privacy policy the consent modal links to (GET /api/policies/...).
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('./routes/PolicyRoutes')).PrivacyPolicyRoute,
            }),
          },
          {
            // The partner landing (SPEC §2): a partner token signs members in; public.
            path: 't-p',
            lazy: async () => ({
              Component: (await import('./routes/PartnerLandingRoute')).PartnerLandingRoute,
            }),
          },
          {
            // Emailed links (issue 8): a work address or an organisation's invitation.
            path: 'org/join',
            lazy: async () => ({ Component: (await import('./routes/OrgJoinRoute')).OrgJoinRoute }),
          },
          {
            // A couple session's partner invitation; asks to sign in first when needed.
            path: 'sessions/invitation',
            lazy: async () => ({
              Component: (await import('./routes/PartnerInvitationRoute')).PartnerInvitationRoute,
            }),
          },
          {
            // The link emailed to a new address works signed in or not (issue 8).
            path: 'profile/confirm-email',
            lazy: async () => ({
              Component: (await import('../features/profile/pages/ConfirmEmailPage'))
                .ConfirmEmailPage,
            }),
          },
          {
            // The expert directory (issue 3): public, so outside RequireAuth.
            path: 'therapy-psychiatry',
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/ExpertsRoutes')).ExpertsLandingRoute,
                }),
              },
              {
                path: 'experts',
                lazy: async () => ({
                  Component: (await import('./routes/ExpertsRoutes')).ExpertListingRoute,
                }),
              },
              {
                path: 'experts/:uuid',
                lazy: async () => ({
                  Component: (await import('../features/providers/pages/ExpertProfilePage'))
                    .ExpertProfilePage,
                }),
              },
              {
                // The booking flow (issue 4): signed in; a visitor logs in and comes back to the step.
                element: <RequireAuth />,
                children: [
                  {
                    path: 'booking/:uuid',
                    lazy: async () => ({
                      Component: (await import('../features/booking/pages/BookingPage'))
                        .BookingPage,
                    }),
                  },
                ],
              },
              {
                // The matching questionnaire: open to visitors; its results page asks them to sign in.
                path: 'match/:type',
                lazy: async () => ({
                  Component: (await import('./routes/MatchingRoutes')).QuestionnaireRoute,
                }),
              },
              {
                path: 'match/:type/results',
                lazy: async () => ({
                  Component: (await import('./routes/MatchingRoutes')).MatchResultsRoute,
                }),
              },
            ],
          },
          {
            // What the sign-up consents refer to: the current published version, readable by
            // anyone before signing up (the same document the consent modal links to).
            path: 'terms',
            lazy: async () => ({
              Component: (await import('./routes/PolicyRoutes')).TermsRoute,
            }),
          },
          {
            // Older links and emails: the privacy policy lives at /privacy-policy.
            path: 'privacy',
            element: <Navigate to={PRIVACY_POLICY_PAGE_PATH} replace />,
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/NotFoundRoute')).NotFoundRoute,
            }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** True when a screen exists for the path (not the not-found catch-all). */
export function routeExists(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const deepest = matches?.at(-1)?.route;
  return deepest !== undefined && deepest.path !== '*';
}
