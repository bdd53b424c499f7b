import { matchingAnswersSchema, type MatchingAnswers } from '@kaizen/contracts';

// The questionnaire, one question per step (issue 3). Each step names the answer fields it asks
// for; a step is valid when the contracts schema finds nothing wrong with those fields and the
// step's own minimum (at least one concern, at least one language) is met.

export type StepId = 'concerns' | 'languages' | 'gender' | 'budget' | 'session' | 'urgency';

interface QuestionStep {
  id: StepId;
  fields: readonly (keyof MatchingAnswers)[];
  /** Said when nothing is chosen on a step that needs a choice. */
  required?: string;
}

export const STEPS: readonly QuestionStep[] = [
  {
    id: 'concerns',
    fields: ['concerns'],
    required: 'Choose at least one. If you are not sure, “General well-being” is a good start.',
  },
  { id: 'languages', fields: ['languages'], required: 'Choose at least one language.' },
  { id: 'gender', fields: ['gender_preference'] },
  { id: 'budget', fields: ['max_price_tier'] },
  { id: 'session', fields: ['session_kind', 'city'] },
  { id: 'urgency', fields: ['urgency'] },
];

/** A fresh questionnaire: nothing chosen, no preferences. */
export const emptyAnswers = (): MatchingAnswers => ({
  concerns: [],
  languages: [],
  gender_preference: 'any',
  urgency: 'flexible',
});

function isEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

/** The message to show for this step, or null when the person may go on. */
export function stepError(step: QuestionStep, answers: MatchingAnswers): string | null {
  if (step.required && step.fields.every((field) => isEmpty(answers[field]))) return step.required;
  const result = matchingAnswersSchema.safeParse(answers);
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) =>
    step.fields.some((field) => candidate.path[0] === field),
  );
  return issue?.message ?? null;
}

/** The first step that still needs an answer, or null when the whole questionnaire is valid. */
export function firstIncompleteStep(answers: MatchingAnswers): number | null {
  const index = STEPS.findIndex((step) => stepError(step, answers) !== null);
  return index === -1 ? null : index;
}
