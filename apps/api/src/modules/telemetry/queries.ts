import type { Database } from '../../db/client';
import { errorReports } from './tables';

export type NewErrorReport = typeof errorReports.$inferInsert;
export type ErrorReport = typeof errorReports.$inferSelect;

export async function insertErrorReport(db: Database, report: NewErrorReport): Promise<void> {
  await db.insert(errorReports).values(report);
}
