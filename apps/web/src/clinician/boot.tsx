import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './clinician.css';
import { createClinicianRouter } from './app/router';
import { restoreSession } from './app/session';

/** Starts the clinician workspace (issue 13) in the page's #root. */
export function bootWorkspace(container: HTMLElement) {
  void restoreSession();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createClinicianRouter()} />
    </StrictMode>,
  );
}
