import type { Answers, Instrument } from './types';

// WHO-5 Well-Being Index (WHO Regional Office for Europe, 1998; free to use). The raw score
// (0–25) is multiplied by 4 to give a percentage; 50 or below is poor well-being and 28 or below
// suggests depression.

const OPTIONS = [
  { value: 5, label: 'All of the time' },
  { value: 4, label: 'Most of the time' },
  { value: 3, label: 'More than half of the time' },
  { value: 2, label: 'Less than half of the time' },
  { value: 1, label: 'Some of the time' },
  { value: 0, label: 'At no time' },
];

const ITEMS = [
  'I have felt cheerful and in good spirits',
  'I have felt calm and relaxed',
  'I have felt active and vigorous',
  'I woke up feeling fresh and rested',
  'My daily life has been filled with things that interest me',
].map((text, index) => ({ id: `q${index + 1}`, text, options: OPTIONS }));

export const WHO5: Instrument = {
  code: 'who5',
  name: 'WHO-5',
  title: 'WHO-5 Well-Being Index',
  about: 'Five statements about how you have been feeling over the last two weeks.',
  instructions:
    'Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.',
  minutes: 1,
  scoreMin: 0,
  scoreMax: 100,
  higherIsBetter: true,
  items: ITEMS,
  score: (answers: Answers) => 4 * ITEMS.reduce((sum, item) => sum + (answers[item.id] ?? 0), 0),
  bands: [
    {
      min: 0,
      max: 28,
      label: 'Low well-being',
      level: 'moderate',
      meaning:
        'Your well-being has been low lately, which often goes with depression. Talking to a clinician is a good next step.',
    },
    {
      min: 29,
      max: 50,
      label: 'Poor well-being',
      level: 'mild',
      meaning:
        'Your well-being has been below what most people report. Checking for depression (PHQ-9) or talking to someone may help.',
    },
    {
      min: 51,
      max: 100,
      label: 'Good well-being',
      level: 'none',
      meaning: 'Your answers show good well-being over the last two weeks.',
    },
  ],
  source:
    'WHO-5 © Psychiatric Research Unit, WHO Collaborating Centre in Mental Health. Free to use.',
};
