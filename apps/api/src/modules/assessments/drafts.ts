import {
  instrumentByCode,
  INVALID_ANSWER_MESSAGE,
  pruneAnswers,
  askedItems,
  type AssessmentDraft,
  type Answers,
  type InstrumentCode,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { requirePrivacyConsent } from '../consents/service';
import { assessmentDrafts } from './tables';

// Progress saved while a questionnaire is taken: the answers so far, one draft per person and
// instrument, removed when the questionnaire is submitted.

const draftView = (row: typeof assessmentDrafts.$inferSelect): AssessmentDraft => ({
  instrument: row.instrument,
  answers: row.answers,
  updated_at: row.updatedAt.toISOString(),
});

export async function readDraft(
  db: Database,
  userId: number,
  instrument: InstrumentCode,
): Promise<AssessmentDraft | null> {
  const [row] = await db
    .select()
    .from(assessmentDrafts)
    .where(and(eq(assessmentDrafts.userId, userId), eq(assessmentDrafts.instrument, instrument)));
  return row ? draftView(row) : null;
}

/** Saves partial answers; each must be an option of a question that is asked. */
export async function saveDraft(
  db: Database,
  userId: number,
  code: InstrumentCode,
  answers: Answers,
  now: Date,
): Promise<AssessmentDraft> {
  await requirePrivacyConsent(db, userId);
  const instrument = instrumentByCode(code);
  const asked = askedItems(instrument, answers);
  const valid = Object.entries(answers).every(([id, value]) =>
    asked.some((item) => item.id === id && item.options.some((option) => option.value === value)),
  );
  if (!valid) throw unprocessable(INVALID_ANSWER_MESSAGE);
  const kept = pruneAnswers(instrument, answers);
  const [row] = await db
    .insert(assessmentDrafts)
    .values({ userId, instrument: code, answers: kept, updatedAt: now })
    .onConflictDoUpdate({
      target: [assessmentDrafts.userId, assessmentDrafts.instrument],
      set: { answers: kept, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('draft upsert returned no row');
  return draftView(row);
}

export async function removeDraft(
  db: Database,
  userId: number,
  instrument: InstrumentCode,
): Promise<void> {
  await db
    .delete(assessmentDrafts)
    .where(and(eq(assessmentDrafts.userId, userId), eq(assessmentDrafts.instrument, instrument)));
}
