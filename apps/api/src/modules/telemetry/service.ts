import { USER_AGENT_MAX_LENGTH, type ParsedErrorReport } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { insertErrorReport } from './queries';

export type { ErrorReport } from './queries';

/**
 * Query parameters that carry credentials in the web app's addresses (SPEC §2: app_token, token,
 * jwt, auth_token, code; reset links: reset_password_token). Matched loosely so that variants
 * (access_token, id_token, ...) are removed too.
 */
const SECRET_PARAM = /token|jwt|secret|password|^code$|^auth$|^uid$|^client$/i;

/** The address without credentials: token-like query parameters and the fragment removed. */
export function stripSecretsFromUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Not an absolute URL: keep the path only, which cannot hold a query parameter.
    return address.split(/[?#]/)[0] ?? '';
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.delete(name);
  }
  url.hash = '';
  return url.toString();
}

/** Stores an error report of the web app (SPEC §2 error boundary, §4 reporting). */
export async function recordErrorReport(
  db: Database,
  report: ParsedErrorReport,
  context: { userAgentHeader?: string | undefined; now: Date },
): Promise<void> {
  const userAgent = report.user_agent ?? context.userAgentHeader;
  await insertErrorReport(db, {
    message: report.message,
    stack: report.stack ?? null,
    componentStack: report.component_stack ?? null,
    url: report.url ? stripSecretsFromUrl(report.url) : null,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    release: report.release ?? null,
    clientId: report.client_id ?? null,
    occurredAt: new Date(report.occurred_at),
    receivedAt: context.now,
  });
}
