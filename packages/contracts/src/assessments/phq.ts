import type { Instrument, InstrumentOption } from './types';

// PHQ-9 and PHQ-2 (Kroenke, Spitzer, Williams; developed with an educational grant from Pfizer,
// free to use without permission). Wording and bands as published.

export const PHQ_OPTIONS: readonly InstrumentOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

const PHQ_STEM =
  'Over the last 2 weeks, how often have you been bothered by any of the following problems?';

const PHQ_ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead or of hurting yourself in some way',
].map((text, index) => ({ id: `q${index + 1}`, text, options: PHQ_OPTIONS }));

/** The PHQ-9 item whose any answer above 0 starts the crisis path. */
export const PHQ9_SELF_HARM_ITEM = 'q9';

export const PHQ9: Instrument = {
  code: 'phq9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire (PHQ-9)',
  about: 'Nine questions about low mood and depression over the last two weeks.',
  instructions: PHQ_STEM,
  minutes: 3,
  scoreMin: 0,
  scoreMax: 27,
  higherIsBetter: false,
  items: PHQ_ITEMS,
  bands: [
    {
      min: 0,
      max: 4,
      label: 'Minimal depression',
      level: 'none',
      meaning: 'Your answers show few signs of depression right now.',
    },
    {
      min: 5,
      max: 9,
      label: 'Mild depression',
      level: 'mild',
      meaning:
        'Your answers show some signs of low mood. Keep an eye on how you feel and take this again in a couple of weeks.',
    },
    {
      min: 10,
      max: 14,
      label: 'Moderate depression',
      level: 'moderate',
      meaning:
        'Your answers suggest moderate depression. Talking to a therapist or doctor usually helps at this level.',
    },
    {
      min: 15,
      max: 19,
      label: 'Moderately severe depression',
      level: 'moderate',
      meaning:
        'Your answers suggest moderately severe depression. We recommend seeing a therapist or psychiatrist soon.',
    },
    {
      min: 20,
      max: 27,
      label: 'Severe depression',
      level: 'severe',
      meaning:
        'Your answers suggest severe depression. Please reach out for help now — you do not have to manage this alone.',
    },
  ],
  source:
    'PHQ-9 © Pfizer Inc. Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues. No permission required to reproduce.',
};

export const PHQ2: Instrument = {
  code: 'phq2',
  name: 'PHQ-2',
  title: 'Patient Health Questionnaire (PHQ-2)',
  about: 'Two quick questions that screen for depression.',
  instructions: PHQ_STEM,
  minutes: 1,
  scoreMin: 0,
  scoreMax: 6,
  higherIsBetter: false,
  items: PHQ_ITEMS.slice(0, 2),
  bands: [
    {
      min: 0,
      max: 2,
      label: 'Negative screen',
      level: 'none',
      meaning: 'Your answers do not point to depression right now.',
    },
    {
      min: 3,
      max: 6,
      label: 'Positive screen',
      level: 'moderate',
      meaning:
        'Your answers suggest depression is possible. The full PHQ-9 or a talk with a clinician can tell more.',
    },
  ],
  source: PHQ9.source,
};
