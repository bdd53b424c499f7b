import type { Answers, Instrument } from './types';

// Columbia Suicide Severity Rating Scale, screener (self-report, past month). © The Research
// Foundation for Mental Hygiene; free to use. Question 2 decides the branch: YES asks 3, 4 and 5;
// NO goes straight to 6. Question 6 YES asks whether it was within the past 3 months.

const YES_NO = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

export const CSSRS: Instrument = {
  code: 'cssrs',
  name: 'C-SSRS',
  title: 'Columbia Suicide Severity Rating Scale — screener (C-SSRS)',
  about: 'A short, confidential check-in about thoughts of suicide. Your care team can help.',
  instructions: 'In the past month:',
  minutes: 1,
  scoreMin: 0,
  scoreMax: 3,
  higherIsBetter: false,
  items: [
    {
      id: 'q1',
      text: 'Have you wished you were dead or wished you could go to sleep and not wake up?',
      options: YES_NO,
    },
    { id: 'q2', text: 'Have you actually had any thoughts of killing yourself?', options: YES_NO },
    {
      id: 'q3',
      text: 'Have you been thinking about how you might do this?',
      options: YES_NO,
      askedWhen: { item: 'q2', value: 1 },
    },
    {
      id: 'q4',
      text: 'Have you had these thoughts and had some intention of acting on them?',
      options: YES_NO,
      askedWhen: { item: 'q2', value: 1 },
    },
    {
      id: 'q5',
      text: 'Have you started to work out or worked out the details of how to kill yourself? Do you intend to carry out this plan?',
      options: YES_NO,
      askedWhen: { item: 'q2', value: 1 },
    },
    {
      id: 'q6',
      text: 'Have you ever done anything, started to do anything, or prepared to do anything to end your life?',
      hint: "Examples: collected pills, obtained a gun, gave away valuables, wrote a will or suicide note, took out pills but didn't swallow any, held a gun but changed your mind or it was grabbed from your hand, went to the roof but didn't jump; or actually took pills, tried to shoot yourself, cut yourself, tried to hang yourself, etc.",
      options: YES_NO,
    },
    {
      id: 'q6b',
      text: 'Was this within the past 3 months?',
      options: YES_NO,
      askedWhen: { item: 'q6', value: 1 },
    },
  ],
  score: cssrsRisk,
  bands: [
    {
      min: 0,
      max: 0,
      label: 'No risk identified',
      level: 'none',
      meaning: 'You answered no to every question. If that changes, help is always here.',
    },
    {
      min: 1,
      max: 1,
      label: 'Low risk',
      level: 'moderate',
      meaning:
        'You have had thoughts of death or of ending your life. Please talk to someone you trust and to your care team — these thoughts can get better with support.',
    },
    {
      min: 2,
      max: 2,
      label: 'Moderate risk',
      level: 'severe',
      meaning:
        'You have been thinking about how you might end your life. Please reach out to a helpline or your care team today.',
    },
    {
      min: 3,
      max: 3,
      label: 'High risk',
      level: 'severe',
      meaning:
        'You may be in danger. Please call a helpline or emergency services now, or go to your nearest emergency department.',
    },
  ],
  source:
    'C-SSRS screener © 2008 The Research Foundation for Mental Hygiene, Inc. Free to use (Columbia Lighthouse Project).',
};

/**
 * The screener's triage: 0 none; 1 low (wish to be dead, or thoughts, or past behaviour over 3
 * months ago); 2 moderate (thinking about a method); 3 high (intent, a plan, or behaviour in the
 * past 3 months).
 */
function cssrsRisk(answers: Answers): number {
  const yes = (id: string) => answers[id] === 1;
  if (yes('q4') || yes('q5') || (yes('q6') && yes('q6b'))) return 3;
  if (yes('q3')) return 2;
  if (yes('q1') || yes('q2') || yes('q6')) return 1;
  return 0;
}
