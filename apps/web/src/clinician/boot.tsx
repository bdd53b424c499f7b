import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppHistory } from '../lib/routing/app-history';
import { AppRouter } from '../lib/routing/AppRouter';
import './clinician.css';
import { ClinicianRoutes } from './app/router';
import { restoreSession } from './app/session';

/** Starts the clinician workspace (issue 13) in the page's #root. */
export function bootWorkspace(container: HTMLElement) {
  void restoreSession();
  createRoot(container).render(
    <StrictMode>
      <AppRouter history={createAppHistory()}>
        <ClinicianRoutes />
      </AppRouter>
    </StrictMode>,
  );
}
