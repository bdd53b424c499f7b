import { USER_AGENT_MAX_LENGTH, type ParsedErrorReport } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { PersonalDataSection } from '../data-rights/service';
import { analyticsEventsOf, eraseAnalyticsEventsOf } from './events-queries';
import { fingerprintOf, placeOf, scrubPersonalData, scrubUrl } from './error-fingerprint';
import { insertErrorReport, type NewErrorReport } from './queries';

/** Shared with the web's analytics pipeline (contracts analytics-rules.ts). */
export { stripSecretsFromUrl } from '@kaizen/contracts';

/**
 * Stores an error report of the web app (SPEC §2 error boundary, §4 reporting) without emails,
 * tokens and long numbers, in its group; answers what was stored (the copy a forwarder sends).
 */
export async function recordErrorReport(
  db: Database,
  report: ParsedErrorReport,
  context: { userAgentHeader?: string | undefined; now: Date },
): Promise<NewErrorReport> {
  const userAgent = report.user_agent ?? context.userAgentHeader;
  const message = scrubPersonalData(report.message);
  const stack = report.stack ? scrubPersonalData(report.stack) : null;
  const url = report.url ? scrubUrl(report.url) : null;
  const place = placeOf(stack, url);
  const stored: NewErrorReport = {
    message,
    stack,
    componentStack: report.component_stack ?? null,
    url,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    release: report.release ?? null,
    releaseStage: report.release_stage,
    place,
    fingerprint: fingerprintOf(message, place),
    clientId: report.client_id ?? null,
    occurredAt: new Date(report.occurred_at),
    receivedAt: context.now,
  };
  await insertErrorReport(db, stored);
  return stored;
}

/**
 * The person's analytics events (sent while signed in, or joined at sign-up) in their export;
 * gone with their account. Visitors' events name a device only.
 */
export const analyticsPersonalData: PersonalDataSection = {
  key: 'analytics_events',
  tables: ['analytics_events'],
  collect: (db, subject) => analyticsEventsOf(db, subject.id),
  erase: (tx, subject) => eraseAnalyticsEventsOf(tx, subject.id),
};
