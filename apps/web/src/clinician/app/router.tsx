import { createBrowserRouter, type RouteObject } from 'react-router';
import { CLINICIAN_APP_BASE } from '@kaizen/contracts';
import { WorkspaceLayout } from './WorkspaceLayout';
import { WorkspaceNotFound } from './WorkspaceNotFound';

// The clinician workspace's screens; contracts' CLINICIAN_APP_ROUTES lists the same paths (the
// API answers 200 for them). Every screen is its own lazily loaded chunk.
export const clinicianRoutes: RouteObject[] = [
  {
    path: `${CLINICIAN_APP_BASE}/log-in`,
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: CLINICIAN_APP_BASE,
    element: <WorkspaceLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../sessions/DayWeekPage')).DayWeekPage }),
      },
      {
        path: 'hours',
        lazy: async () => ({ Component: (await import('../hours/HoursPage')).HoursPage }),
      },
      {
        path: 'patients/:uuid',
        lazy: async () => ({
          Component: (await import('../chart/PatientChartPage')).PatientChartPage,
        }),
      },
      {
        path: 'alerts',
        lazy: async () => ({ Component: (await import('../alerts/AlertsPage')).AlertsPage }),
      },
      {
        path: 'calendar',
        lazy: async () => ({
          Component: (await import('../calendar/CalendarFeedPage')).CalendarFeedPage,
        }),
      },
      { path: '*', element: <WorkspaceNotFound /> },
    ],
  },
];

export const createClinicianRouter = () => createBrowserRouter(clinicianRoutes);
