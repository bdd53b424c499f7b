import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen';
import { reportError, reportException } from '../../lib/telemetry';

/** SPEC §4 error boundary for every screen, including a screen whose code failed to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (isRouteErrorResponse(error)) {
      void reportError({ message: `Route error ${error.status} ${error.statusText}` });
    } else {
      void reportException(error);
    }
  }, [error]);
  return <ErrorScreen />;
}
