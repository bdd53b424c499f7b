import { CSSRS } from './cssrs';
import { GAD2, GAD7 } from './gad';
import { K10 } from './k10';
import { PHQ2, PHQ9, PHQ9_SELF_HARM_ITEM } from './phq';
import type { Answers, Instrument, InstrumentCode, InstrumentItem, ScoreBand } from './types';
import { WHO5 } from './who5';

/** In the order the list shows them: the longer measures first, the quick screeners after. */
export const INSTRUMENTS: readonly Instrument[] = [PHQ9, GAD7, WHO5, K10, PHQ2, GAD2, CSSRS];

export function instrumentByCode(code: InstrumentCode): Instrument;
export function instrumentByCode(code: string): Instrument | undefined;
export function instrumentByCode(code: string): Instrument | undefined {
  return INSTRUMENTS.find((instrument) => instrument.code === code);
}

/** The items asked for these answers: a branch item only when its condition holds. */
export function askedItems(instrument: Instrument, answers: Answers): InstrumentItem[] {
  return instrument.items.filter(
    (item) => !item.askedWhen || answers[item.askedWhen.item] === item.askedWhen.value,
  );
}

export const INCOMPLETE_ANSWERS_MESSAGE = 'Please answer every question.';
export const INVALID_ANSWER_MESSAGE = 'One of the answers is not an option of this questionnaire.';

/** Null when the answers are complete and valid; otherwise the message to show. */
export function answersProblem(instrument: Instrument, answers: Answers): string | null {
  const asked = askedItems(instrument, answers);
  for (const [id, value] of Object.entries(answers)) {
    const item = asked.find((candidate) => candidate.id === id);
    if (!item || !item.options.some((option) => option.value === value)) {
      return INVALID_ANSWER_MESSAGE;
    }
  }
  return asked.every((item) => answers[item.id] !== undefined) ? null : INCOMPLETE_ANSWERS_MESSAGE;
}

/** Keeps only answers to items that are still asked (a changed branch drops its follow-ups). */
export function pruneAnswers(instrument: Instrument, answers: Answers): Record<string, number> {
  const asked = new Set(askedItems(instrument, answers).map((item) => item.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)));
}

export function bandFor(instrument: Instrument, score: number): ScoreBand {
  const band = instrument.bands.find(
    (candidate) => score >= candidate.min && score <= candidate.max,
  );
  if (!band) throw new RangeError(`${instrument.code}: no band for score ${score}`);
  return band;
}

export interface ScoredAnswers {
  score: number;
  band: ScoreBand;
}

/** The score and band of complete answers (check them with answersProblem first). */
export function scoreAnswers(instrument: Instrument, answers: Answers): ScoredAnswers {
  const score = instrument.score
    ? instrument.score(answers)
    : askedItems(instrument, answers).reduce((sum, item) => sum + (answers[item.id] ?? 0), 0);
  return { score, band: bandFor(instrument, score) };
}

export const CRISIS_REASONS = [
  'self_harm_thoughts',
  'suicide_screen_positive',
  'severe_band',
] as const;
export type CrisisReason = (typeof CRISIS_REASONS)[number];

/**
 * Why these answers call for the safety screen and a risk alert: PHQ-9 item 9 above 0, any YES
 * on the C-SSRS screener, or a severe band. Empty when none applies.
 */
export function crisisReasons(
  instrument: Instrument,
  answers: Answers,
  scored: ScoredAnswers,
): CrisisReason[] {
  const reasons: CrisisReason[] = [];
  if (instrument.code === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM] ?? 0) > 0) {
    reasons.push('self_harm_thoughts');
  }
  if (instrument.code === 'cssrs' && scored.score > 0) reasons.push('suicide_screen_positive');
  if (scored.band.level === 'severe') reasons.push('severe_band');
  return reasons;
}

/** A band of moderate or worse suggests booking a session. */
export const suggestsBooking = (band: ScoreBand): boolean =>
  band.level === 'moderate' || band.level === 'severe';
