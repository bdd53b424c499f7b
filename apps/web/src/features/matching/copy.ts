import type { MatchingUrgency } from '@kaizen/contracts';
import type { StepId } from './steps';

// What each step asks, in plain words; `expert` is "therapist", "psychiatrist"...

export function questionFor(step: StepId, expert: string): { title: string; hint: string } {
  switch (step) {
    case 'concerns':
      return {
        title: 'What would you like help with?',
        hint: 'Choose as many as you like. Only your matches use this.',
      };
    case 'languages':
      return {
        title: 'Which languages are you comfortable talking in?',
        hint: 'Choose every language you would be at ease in.',
      };
    case 'gender':
      return {
        title: `Would you like your ${expert} to be of a particular gender?`,
        hint: 'Many people feel more at ease with one or the other. Either is fine.',
      };
    case 'budget':
      return {
        title: 'What fee level suits you?',
        hint: 'Level 1 holds the lowest fees. Each expert’s exact fee is on their profile.',
      };
    case 'session':
      return {
        title: 'How would you like to meet?',
        hint: 'Video sessions work from anywhere private; clinics are in three cities.',
      };
    case 'urgency':
      return {
        title: 'How soon would you like to start?',
        hint: 'We put experts with open times in your window first.',
      };
  }
}

export const URGENCY_OPTIONS: readonly { value: MatchingUrgency; label: string; hint: string }[] = [
  { value: 'asap', label: 'As soon as possible', hint: 'Within the next two days' },
  { value: 'this_week', label: 'This week', hint: 'Within seven days' },
  { value: 'this_month', label: 'This month', hint: 'Within thirty days' },
  { value: 'flexible', label: 'I’m flexible', hint: 'The right person matters more' },
];
