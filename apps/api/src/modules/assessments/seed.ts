import { instrumentByCode, scoreAnswers, type InstrumentCode } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { demoCareTeam } from '../prescriptions/service';
import { insertResult } from './results';

const DAY = 24 * 3_600_000;

/**
 * Per instrument, the demo patient's item answers, oldest first, a week apart: moderate worry and
 * low mood easing over six weeks, never an answer that starts the crisis path. Someone trying
 * Kaizen then sees a real trend on /assessments instead of an empty chart.
 */
const HISTORY: Record<Extract<InstrumentCode, 'phq9' | 'gad7'>, number[][]> = {
  phq9: [
    [2, 2, 2, 2, 1, 2, 1, 1, 0],
    [2, 1, 2, 2, 1, 1, 1, 1, 0],
    [1, 1, 2, 1, 1, 1, 1, 0, 0],
    [1, 1, 1, 1, 1, 1, 0, 0, 0],
    [1, 1, 1, 1, 0, 0, 0, 0, 0],
    [0, 1, 1, 0, 0, 1, 0, 0, 0],
  ],
  gad7: [
    [2, 2, 2, 2, 1, 2, 1],
    [2, 2, 1, 2, 1, 1, 1],
    [1, 2, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 0],
    [1, 1, 1, 0, 0, 1, 0],
    [1, 1, 0, 0, 0, 1, 0],
  ],
};

/** Demo data: six weekly PHQ-9 and GAD-7 results of the demo patient, the last one 2 days ago. */
export async function seedDemoAssessments(db: Database, clock: Clock): Promise<void> {
  const { patient } = await demoCareTeam(db, 'therapy');
  if (!patient) return;
  const now = clock.now().getTime();
  for (const [code, weeks] of Object.entries(HISTORY) as [keyof typeof HISTORY, number[][]][]) {
    const instrument = instrumentByCode(code);
    for (const [index, values] of weeks.entries()) {
      const answers = Object.fromEntries(
        instrument.items.map((item, position) => [item.id, values[position] ?? 0]),
      );
      const scored = scoreAnswers(instrument, answers);
      await insertResult(db, {
        userId: patient.id,
        instrument: code,
        answers,
        score: scored.score,
        bandLabel: scored.band.label,
        bandLevel: scored.band.level,
        crisisReasons: [],
        completedAt: new Date(now - ((weeks.length - 1 - index) * 7 + 2) * DAY),
      });
    }
  }
}
