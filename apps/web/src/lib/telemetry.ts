import {
  DEFAULT_RELEASE_STAGE,
  ERROR_REPORTS_PATH,
  type ErrorReportRequest,
} from '@kaizen/contracts';
import { API_BASE } from './http/api-base';
import { readStoredSession } from './http/stored-session';
import { describeAnomaly, type Inspection } from './http/response-inspector';

interface ErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
}

/** The build that produced this code; set at build time, the Vite mode otherwise. */
export const RELEASE = import.meta.env.VITE_RELEASE || import.meta.env.MODE;
/** SPEC §9: non-empty, production unless the build says otherwise. */
const RELEASE_STAGE = import.meta.env.VITE_RELEASE_STAGE?.trim() || DEFAULT_RELEASE_STAGE;

/** The body of POST /api/telemetry/errors (contracts' errorReportRequestSchema). */
export function errorReportBody(report: ErrorReport, now: Date = new Date()): ErrorReportRequest {
  return {
    message: report.message.trim() || 'Unknown error',
    stack: report.stack,
    component_stack: report.componentStack,
    url: globalThis.location?.href,
    user_agent: globalThis.navigator?.userAgent,
    release: RELEASE,
    release_stage: RELEASE_STAGE,
    occurred_at: now.toISOString(),
    client_id: readStoredSession()?.client,
  };
}

/**
 * Sends an error report to the API (SPEC §2 error boundary, §4 session expiry). Reporting must
 * never throw nor loop, so it uses fetch directly rather than the HTTP client and swallows failures.
 */
export async function reportError(report: ErrorReport): Promise<void> {
  try {
    await fetch(`${API_BASE}${ERROR_REPORTS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(errorReportBody(report)),
      keepalive: true,
    });
  } catch {
    // Offline or blocked: nothing more to do.
  }
}

export function reportException(error: unknown, componentStack?: string): Promise<void> {
  const asError = error instanceof Error ? error : new Error(String(error));
  return reportError({ message: asError.message, stack: asError.stack, componentStack });
}

/** SPEC §5: the response inspector's anomalies go to the error reports (without the values). */
export function reportResponseAnomaly(inspection: Inspection): void {
  console.warn(describeAnomaly(inspection));
  void reportError({ message: describeAnomaly(inspection) });
}

/** A path without its query, segments with a digit or 24+ characters (ids, tokens) as :id. */
export const foldPathIds = (address: string): string =>
  (address.split(/[?#]/)[0] ?? '').replace(/\/(?:[^/]*\d[^/]*|[^/]{24,})/g, '/:id');

/**
 * A failed API call worth an operator's look: the server broke (5xx) or did not answer in time.
 * Answers people can act on (4xx) and being offline are not faults of the platform.
 */
export function reportFailedCall(failure: {
  kind: string;
  status?: number | undefined;
  method?: string | undefined;
  url?: string | undefined;
}): void {
  const serverFault = failure.kind === 'http' && (failure.status ?? 0) >= 500;
  if (!serverFault && failure.kind !== 'timeout') return;
  // The path without its query (which may carry tokens) and with ids folded, so one broken
  // endpoint makes one group.
  const path = foldPathIds(failure.url ?? '');
  const what = failure.kind === 'timeout' ? 'timed out' : `failed: ${failure.status}`;
  void reportError({
    message: `API call ${what} ${(failure.method ?? 'get').toUpperCase()} ${path}`,
  });
}
