import { PHQ_OPTIONS } from './phq';
import type { Instrument } from './types';

// GAD-7 and GAD-2 (Spitzer, Kroenke, Williams, Löwe; free to use without permission).

const GAD_STEM =
  'Over the last 2 weeks, how often have you been bothered by the following problems?';

const GAD_ITEMS = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid, as if something awful might happen',
].map((text, index) => ({ id: `q${index + 1}`, text, options: PHQ_OPTIONS }));

const SOURCE =
  'GAD-7 © Pfizer Inc. Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues. No permission required to reproduce.';

export const GAD7: Instrument = {
  code: 'gad7',
  name: 'GAD-7',
  title: 'Generalized Anxiety Disorder scale (GAD-7)',
  about: 'Seven questions about worry and anxiety over the last two weeks.',
  instructions: GAD_STEM,
  minutes: 2,
  scoreMin: 0,
  scoreMax: 21,
  higherIsBetter: false,
  items: GAD_ITEMS,
  bands: [
    {
      min: 0,
      max: 4,
      label: 'Minimal anxiety',
      level: 'none',
      meaning: 'Your answers show few signs of anxiety right now.',
    },
    {
      min: 5,
      max: 9,
      label: 'Mild anxiety',
      level: 'mild',
      meaning:
        'Your answers show some anxiety. Self-care and keeping an eye on it may be enough; take this again in a couple of weeks.',
    },
    {
      min: 10,
      max: 14,
      label: 'Moderate anxiety',
      level: 'moderate',
      meaning:
        'Your answers suggest moderate anxiety. Talking to a therapist usually helps at this level.',
    },
    {
      min: 15,
      max: 21,
      label: 'Severe anxiety',
      level: 'severe',
      meaning:
        'Your answers suggest severe anxiety. Please reach out for support soon — help is available.',
    },
  ],
  source: SOURCE,
};

export const GAD2: Instrument = {
  code: 'gad2',
  name: 'GAD-2',
  title: 'Generalized Anxiety Disorder screener (GAD-2)',
  about: 'Two quick questions that screen for anxiety.',
  instructions: GAD_STEM,
  minutes: 1,
  scoreMin: 0,
  scoreMax: 6,
  higherIsBetter: false,
  items: GAD_ITEMS.slice(0, 2),
  bands: [
    {
      min: 0,
      max: 2,
      label: 'Negative screen',
      level: 'none',
      meaning: 'Your answers do not point to an anxiety disorder right now.',
    },
    {
      min: 3,
      max: 6,
      label: 'Positive screen',
      level: 'moderate',
      meaning:
        'Your answers suggest an anxiety disorder is possible. The full GAD-7 or a talk with a clinician can tell more.',
    },
  ],
  source: SOURCE,
};
