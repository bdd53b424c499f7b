import {
  stripSecretsFromUrl,
  USER_AGENT_MAX_LENGTH,
  type ParsedErrorReport,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { PersonalDataSection } from '../data-rights/service';
import { analyticsEventsOf, eraseAnalyticsEventsOf } from './events-queries';
import { insertErrorReport } from './queries';

export type { ErrorReport } from './queries';
/** Shared with the web's analytics pipeline (contracts analytics-rules.ts). */
export { stripSecretsFromUrl } from '@kaizen/contracts';

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
