import type { Instrument } from './types';

// Kessler Psychological Distress Scale K10 (Kessler et al., 2002; free to use). Bands as used
// in Australian primary care (Andrews & Slade 2001).

const OPTIONS = [
  { value: 1, label: 'None of the time' },
  { value: 2, label: 'A little of the time' },
  { value: 3, label: 'Some of the time' },
  { value: 4, label: 'Most of the time' },
  { value: 5, label: 'All of the time' },
];

const ITEMS = [
  'tired out for no good reason?',
  'nervous?',
  'so nervous that nothing could calm you down?',
  'hopeless?',
  'restless or fidgety?',
  'so restless you could not sit still?',
  'depressed?',
  'that everything was an effort?',
  'so sad that nothing could cheer you up?',
  'worthless?',
].map((feeling, index) => ({
  id: `q${index + 1}`,
  text: `In the past 4 weeks, about how often did you feel ${feeling}`,
  options: OPTIONS,
}));

export const K10: Instrument = {
  code: 'k10',
  name: 'K10',
  title: 'Kessler Psychological Distress Scale (K10)',
  about: 'Ten questions about distress — anxiety and low mood — over the past four weeks.',
  instructions:
    'These questions concern how you have been feeling over the past 30 days. Choose the answer that best represents how you have been.',
  minutes: 3,
  scoreMin: 10,
  scoreMax: 50,
  higherIsBetter: false,
  items: ITEMS,
  bands: [
    {
      min: 10,
      max: 19,
      label: 'Likely to be well',
      level: 'none',
      meaning: 'Your answers show little psychological distress.',
    },
    {
      min: 20,
      max: 24,
      label: 'Mild distress',
      level: 'mild',
      meaning:
        'Your answers show mild distress. Self-care and support from people you trust can help.',
    },
    {
      min: 25,
      max: 29,
      label: 'Moderate distress',
      level: 'moderate',
      meaning:
        'Your answers show moderate distress. Talking to a therapist usually helps at this level.',
    },
    {
      min: 30,
      max: 50,
      label: 'Severe distress',
      level: 'severe',
      meaning:
        'Your answers show severe distress. Please reach out for support now — you do not have to manage this alone.',
    },
  ],
  source: 'K10 © Professor Ronald C. Kessler, Harvard Medical School. Free to use.',
};
