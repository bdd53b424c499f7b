import { desc, sql } from 'drizzle-orm';
import { ERROR_GROUPS_SHOWN, type ErrorGroup } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { errorReports } from './tables';

export type NewErrorReport = typeof errorReports.$inferInsert & {
  releaseStage: string;
  fingerprint: string;
  place: string;
};

export async function insertErrorReport(db: Database, report: NewErrorReport): Promise<void> {
  await db.insert(errorReports).values(report);
}

/** The latest value of a column within a group. */
const latest = <T>(column: unknown) =>
  sql<T>`(array_agg(${column} order by ${errorReports.receivedAt} desc, ${errorReports.id} desc))[1]`;

/** The operator's Errors page: groups by fingerprint, most recently seen first. */
export async function errorGroups(db: Database): Promise<ErrorGroup[]> {
  const lastSeen = sql<Date>`max(${errorReports.receivedAt})`;
  const rows = await db
    .select({
      fingerprint: errorReports.fingerprint,
      count: sql<number>`count(*)::int`,
      firstSeen: sql<Date>`min(${errorReports.receivedAt})`,
      lastSeen,
      release: latest<string | null>(errorReports.release),
      releaseStage: latest<string>(errorReports.releaseStage),
      message: latest<string>(errorReports.message),
      place: latest<string>(errorReports.place),
      url: latest<string | null>(errorReports.url),
      stack: latest<string | null>(errorReports.stack),
    })
    .from(errorReports)
    .groupBy(errorReports.fingerprint)
    .orderBy(desc(lastSeen))
    .limit(ERROR_GROUPS_SHOWN);
  return rows.map((row) => ({
    fingerprint: row.fingerprint,
    count: row.count,
    first_seen: new Date(row.firstSeen).toISOString(),
    last_seen: new Date(row.lastSeen).toISOString(),
    release: row.release,
    release_stage: row.releaseStage,
    message: row.message,
    top_frame: row.place,
    url: row.url,
    stack: row.stack,
  }));
}
