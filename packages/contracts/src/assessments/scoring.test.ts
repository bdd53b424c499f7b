import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  askedItems,
  crisisReasons,
  INCOMPLETE_ANSWERS_MESSAGE,
  INSTRUMENTS,
  instrumentByCode,
  INVALID_ANSWER_MESSAGE,
  pruneAnswers,
  scoreAnswers,
  suggestsBooking,
} from './scoring';
import type { Instrument } from './types';

/** Answers of a summed instrument adding up to `raw`: every item at its lowest, then topped up. */
function answersSumming(instrument: Instrument, raw: number): Record<string, number> {
  const answers: Record<string, number> = {};
  let left = raw;
  for (const item of instrument.items) {
    const values = item.options.map((option) => option.value);
    const low = Math.min(...values);
    answers[item.id] = low;
    left -= low;
  }
  for (const item of instrument.items) {
    const high = Math.max(...item.options.map((option) => option.value));
    const add = Math.min(left, high - (answers[item.id] ?? 0));
    answers[item.id] = (answers[item.id] ?? 0) + add;
    left -= add;
  }
  if (left !== 0) throw new Error(`${instrument.code}: ${raw} not reachable`);
  return answers;
}

const bandAt = (code: string, score: number) => {
  const instrument = instrumentByCode(code);
  if (!instrument) throw new Error(code);
  const raw = code === 'who5' ? score / 4 : score;
  const scored = scoreAnswers(instrument, answersSumming(instrument, raw));
  expect(scored.score).toBe(score);
  return scored.band.label;
};

// Every band edge of every instrument (published cut-offs).
const EDGES: Record<string, [number, string][]> = {
  phq9: [
    [0, 'Minimal depression'],
    [4, 'Minimal depression'],
    [5, 'Mild depression'],
    [9, 'Mild depression'],
    [10, 'Moderate depression'],
    [14, 'Moderate depression'],
    [15, 'Moderately severe depression'],
    [19, 'Moderately severe depression'],
    [20, 'Severe depression'],
    [27, 'Severe depression'],
  ],
  gad7: [
    [0, 'Minimal anxiety'],
    [4, 'Minimal anxiety'],
    [5, 'Mild anxiety'],
    [9, 'Mild anxiety'],
    [10, 'Moderate anxiety'],
    [14, 'Moderate anxiety'],
    [15, 'Severe anxiety'],
    [21, 'Severe anxiety'],
  ],
  phq2: [
    [0, 'Negative screen'],
    [2, 'Negative screen'],
    [3, 'Positive screen'],
    [6, 'Positive screen'],
  ],
  gad2: [
    [0, 'Negative screen'],
    [2, 'Negative screen'],
    [3, 'Positive screen'],
    [6, 'Positive screen'],
  ],
  // Raw × 4: 28 and 52 are the reachable scores either side of the 50 cut-off's neighbours.
  who5: [
    [0, 'Low well-being'],
    [28, 'Low well-being'],
    [32, 'Poor well-being'],
    [48, 'Poor well-being'],
    [52, 'Good well-being'],
    [100, 'Good well-being'],
  ],
  k10: [
    [10, 'Likely to be well'],
    [19, 'Likely to be well'],
    [20, 'Mild distress'],
    [24, 'Mild distress'],
    [25, 'Moderate distress'],
    [29, 'Moderate distress'],
    [30, 'Severe distress'],
    [50, 'Severe distress'],
  ],
};

describe('scoring at every band boundary', () => {
  for (const [code, edges] of Object.entries(EDGES)) {
    it(code, () => {
      for (const [score, label] of edges)
        expect(`${score}: ${bandAt(code, score)}`).toBe(`${score}: ${label}`);
    });
  }

  it('bands of every instrument cover its range without gaps or overlaps', () => {
    for (const instrument of INSTRUMENTS) {
      const bands = instrument.bands;
      expect(bands[0]?.min).toBe(instrument.scoreMin);
      expect(bands.at(-1)?.max).toBe(instrument.scoreMax);
      bands.slice(1).forEach((band, index) => expect(band.min).toBe((bands[index]?.max ?? 0) + 1));
    }
  });
});

describe('C-SSRS screener', () => {
  const cssrs = instrumentByCode('cssrs');
  const risk = (answers: Record<string, number>) => {
    expect(answersProblem(cssrs, answers)).toBeNull();
    return scoreAnswers(cssrs, answers).band.label;
  };

  it('asks 3–5 only after YES to 2, and when 6 is YES whether it was in the past 3 months', () => {
    expect(askedItems(cssrs, { q2: 0, q6: 0 }).map((item) => item.id)).toEqual(['q1', 'q2', 'q6']);
    expect(askedItems(cssrs, { q2: 1, q6: 1 }).map((item) => item.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q6b',
    ]);
  });

  it('triages no, low, moderate and high risk', () => {
    expect(risk({ q1: 0, q2: 0, q6: 0 })).toBe('No risk identified');
    expect(risk({ q1: 1, q2: 0, q6: 0 })).toBe('Low risk');
    expect(risk({ q1: 0, q2: 0, q6: 1, q6b: 0 })).toBe('Low risk');
    expect(risk({ q1: 1, q2: 1, q3: 0, q4: 0, q5: 0, q6: 0 })).toBe('Low risk');
    expect(risk({ q1: 1, q2: 1, q3: 1, q4: 0, q5: 0, q6: 0 })).toBe('Moderate risk');
    expect(risk({ q1: 1, q2: 1, q3: 1, q4: 1, q5: 0, q6: 0 })).toBe('High risk');
    expect(risk({ q1: 1, q2: 1, q3: 0, q4: 0, q5: 1, q6: 0 })).toBe('High risk');
    expect(risk({ q1: 0, q2: 0, q6: 1, q6b: 1 })).toBe('High risk');
  });

  it('is positive on any YES', () => {
    const answers = { q1: 1, q2: 0, q6: 0 };
    expect(crisisReasons(cssrs, answers, scoreAnswers(cssrs, answers))).toEqual([
      'suicide_screen_positive',
    ]);
    const none = { q1: 0, q2: 0, q6: 0 };
    expect(crisisReasons(cssrs, none, scoreAnswers(cssrs, none))).toEqual([]);
  });

  it('refuses answers to questions that are not asked, and keeps drafts to asked ones', () => {
    expect(answersProblem(cssrs, { q1: 0, q2: 0, q3: 1, q6: 0 })).toBe(INVALID_ANSWER_MESSAGE);
    expect(pruneAnswers(cssrs, { q1: 0, q2: 0, q3: 1 })).toEqual({ q1: 0, q2: 0 });
  });
});

describe('crisis path and booking suggestion', () => {
  const phq9 = instrumentByCode('phq9');

  it('PHQ-9 item 9 above 0 starts the crisis path whatever the total', () => {
    const answers = { ...answersSumming(phq9, 0), q9: 1 };
    const scored = scoreAnswers(phq9, answers);
    expect(scored.band.label).toBe('Minimal depression');
    expect(crisisReasons(phq9, answers, scored)).toEqual(['self_harm_thoughts']);
  });

  it('a severe band starts it; moderate suggests booking only', () => {
    const severe = answersSumming(instrumentByCode('gad7'), 15);
    const gad7 = instrumentByCode('gad7');
    expect(crisisReasons(gad7, severe, scoreAnswers(gad7, severe))).toEqual(['severe_band']);
    const moderate = answersSumming(gad7, 10);
    const scored = scoreAnswers(gad7, moderate);
    expect(crisisReasons(gad7, moderate, scored)).toEqual([]);
    expect(suggestsBooking(scored.band)).toBe(true);
    expect(suggestsBooking(scoreAnswers(gad7, answersSumming(gad7, 9)).band)).toBe(false);
  });

  it('incomplete answers and values that are not options are refused', () => {
    expect(answersProblem(phq9, { q1: 0 })).toBe(INCOMPLETE_ANSWERS_MESSAGE);
    expect(answersProblem(phq9, { ...answersSumming(phq9, 0), q1: 4 })).toBe(
      INVALID_ANSWER_MESSAGE,
    );
    expect(answersProblem(phq9, { ...answersSumming(phq9, 0), q10: 0 })).toBe(
      INVALID_ANSWER_MESSAGE,
    );
  });
});
