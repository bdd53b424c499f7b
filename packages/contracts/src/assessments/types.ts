// The shape of a validated screening instrument: its exact public wording, answer options,
// score range and bands. Scoring runs on the server (modules/clinical); the web shows the same
// definitions, so a question is worded once.

export const INSTRUMENT_CODES = ['phq9', 'gad7', 'phq2', 'gad2', 'who5', 'k10', 'cssrs'] as const;
export type InstrumentCode = (typeof INSTRUMENT_CODES)[number];

export interface InstrumentOption {
  value: number;
  label: string;
}

export interface InstrumentItem {
  /** Stable key of the answer ('q1'...). */
  id: string;
  text: string;
  /** Extra wording shown under the question (examples, a follow-up note). */
  hint?: string;
  options: readonly InstrumentOption[];
  /** Asked only when another item has this answer (the C-SSRS screener's branches). */
  askedWhen?: { item: string; value: number };
}

/** How much a band calls for: booking is suggested from 'moderate', the safety screen at 'severe'. */
export type BandLevel = 'none' | 'mild' | 'moderate' | 'severe';

export interface ScoreBand {
  min: number;
  max: number;
  label: string;
  level: BandLevel;
  /** Plain-language meaning shown with the result. */
  meaning: string;
}

export type Answers = Readonly<Record<string, number>>;

export interface Instrument {
  code: InstrumentCode;
  /** Short name ('PHQ-9'). */
  name: string;
  title: string;
  /** What it looks at, for the list. */
  about: string;
  /** The stem read before the questions, worded as published. */
  instructions: string;
  minutes: number;
  scoreMin: number;
  scoreMax: number;
  /** Higher is better (WHO-5) or worse (all others); the chart and the meaning read it. */
  higherIsBetter: boolean;
  items: readonly InstrumentItem[];
  bands: readonly ScoreBand[];
  /** The score from complete, valid answers. Default: sum of the answered values. */
  score?: (answers: Answers) => number;
  source: string;
}
