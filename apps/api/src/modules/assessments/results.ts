import {
  instrumentByCode,
  suggestsBooking,
  type AssessmentResult,
  type InstrumentCode,
} from '@kaizen/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentResults } from './tables';

// Stored results: every answer and the server's score. Reads are keyed by the owner.

type ResultRow = typeof assessmentResults.$inferSelect;

export function resultView(row: ResultRow): AssessmentResult {
  const band = instrumentByCode(row.instrument).bands.find((b) => b.label === row.bandLabel);
  return {
    id: row.uuid,
    instrument: row.instrument,
    score: row.score,
    band: { label: row.bandLabel, level: row.bandLevel, meaning: band?.meaning ?? '' },
    answers: row.answers,
    suggest_booking: band ? suggestsBooking(band) : false,
    crisis: row.crisisReasons.length > 0,
    completed_at: row.completedAt.toISOString(),
  };
}

export async function insertResult(
  db: Database,
  values: typeof assessmentResults.$inferInsert,
): Promise<ResultRow> {
  const [row] = await db.insert(assessmentResults).values(values).returning();
  if (!row) throw new Error('result insert returned no row');
  return row;
}

/** A person's results, oldest first (the trend reads left to right). */
export function selectResults(
  db: Database,
  userId: number,
  instrument?: InstrumentCode,
): Promise<ResultRow[]> {
  const conditions: SQL[] = [eq(assessmentResults.userId, userId)];
  if (instrument) conditions.push(eq(assessmentResults.instrument, instrument));
  return db
    .select()
    .from(assessmentResults)
    .where(and(...conditions))
    .orderBy(asc(assessmentResults.completedAt), asc(assessmentResults.id));
}

export async function selectResult(
  db: Database,
  userId: number,
  uuid: string,
): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.uuid, uuid)));
  return row;
}
