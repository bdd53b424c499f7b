import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { CLINICIAN_APP_BASE } from '@kaizen/contracts';
import { lazyScreen } from '../../lib/routing/lazy-screen';
import { WorkspaceLayout } from './WorkspaceLayout';
import { WorkspaceNotFound } from './WorkspaceNotFound';

// The clinician workspace's screens; contracts' CLINICIAN_APP_ROUTES lists the same paths (the
// API answers 200 for them). Every screen is its own lazily loaded chunk.
export const clinicianRoutes: RouteObject[] = [
  {
    path: `${CLINICIAN_APP_BASE}/log-in`,
    element: lazyScreen(async () => (await import('./LoginPage')).LoginPage),
  },
  {
    path: CLINICIAN_APP_BASE,
    element: <WorkspaceLayout />,
    children: [
      {
        index: true,
        element: lazyScreen(async () => (await import('../sessions/DayWeekPage')).DayWeekPage),
      },
      {
        path: 'hours',
        element: lazyScreen(async () => (await import('../hours/HoursPage')).HoursPage),
      },
      {
        path: 'patients/:uuid',
        element: lazyScreen(
          async () => (await import('../chart/PatientChartPage')).PatientChartPage,
        ),
      },
      {
        path: 'alerts',
        element: lazyScreen(async () => (await import('../alerts/AlertsPage')).AlertsPage),
      },
      {
        path: 'calendar',
        element: lazyScreen(
          async () => (await import('../calendar/CalendarFeedPage')).CalendarFeedPage,
        ),
      },
      { path: '*', element: <WorkspaceNotFound /> },
    ],
  },
];

/** The workspace's screens; nothing shows until the first screen's code has loaded. */
export function ClinicianRoutes() {
  return <Suspense fallback={null}>{useRoutes(clinicianRoutes)}</Suspense>;
}
