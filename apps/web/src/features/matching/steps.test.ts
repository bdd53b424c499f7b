import { describe, expect, it } from 'vitest';
import { questionnaireTypeFrom } from './paths';
import { relaxSuggestions } from './relax';
import { emptyAnswers, firstIncompleteStep, STEPS, stepError, type StepId } from './steps';

const step = (id: StepId) => {
  const found = STEPS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

describe('questionnaire steps', () => {
  it('asks for at least one concern and one language', () => {
    const answers = emptyAnswers();
    expect(stepError(step('concerns'), answers)).toMatch(/at least one/);
    expect(stepError(step('languages'), answers)).toMatch(/at least one language/);
    expect(firstIncompleteStep(answers)).toBe(0);
    const chosen = { ...answers, concerns: ['anxiety' as const] };
    expect(stepError(step('concerns'), chosen)).toBeNull();
    expect(firstIncompleteStep(chosen)).toBe(1);
  });

  it('lets the preference steps pass with their defaults', () => {
    const answers = emptyAnswers();
    for (const id of ['gender', 'budget', 'urgency'] as const) {
      expect(stepError(step(id), answers)).toBeNull();
    }
  });

  it('needs a city for in-person sessions, from the contracts schema', () => {
    const offline = { ...emptyAnswers(), session_kind: 'offline' as const };
    expect(stepError(step('session'), offline)).toBe('Choose a city for an in-person session.');
    expect(stepError(step('session'), { ...offline, city: 'del' as const })).toBeNull();
    // The problem belongs to the session step, not to an earlier one.
    expect(stepError(step('gender'), offline)).toBeNull();
  });

  it('is complete once every step passes', () => {
    const answers = {
      ...emptyAnswers(),
      concerns: ['anxiety' as const],
      languages: ['hindi' as const],
      max_price_tier: 2 as const,
    };
    expect(firstIncompleteStep(answers)).toBeNull();
  });
});

describe('questionnaire types in the address', () => {
  it('accepts the types offered and their SPEC §3 aliases, nothing else', () => {
    expect(questionnaireTypeFrom('therapy')).toBe('therapy');
    expect(questionnaireTypeFrom('Therapist')).toBe('therapy');
    expect(questionnaireTypeFrom('couplestherapist')).toBe('couples');
    expect(questionnaireTypeFrom('coach')).toBeNull();
    expect(questionnaireTypeFrom('wizard')).toBeNull();
    expect(questionnaireTypeFrom(undefined)).toBeNull();
  });
});

describe('what to relax when nothing matches', () => {
  it('names the answers that narrow the search', () => {
    const suggestions = relaxSuggestions({
      ...emptyAnswers(),
      concerns: ['anxiety'],
      languages: ['punjabi'],
      gender_preference: 'female',
      max_price_tier: 1,
      session_kind: 'offline',
      city: 'blr',
      urgency: 'asap',
    });
    expect(suggestions).toEqual([
      'Add English to Punjabi: most experts work in more than one language.',
      'Choose video sessions as well as in person: few clinics in Bengaluru fit every answer.',
      'Be flexible about when: some good fits are booked for the next few days.',
      'Allow a higher fee level.',
      'Choose “No preference” for the expert’s gender.',
    ]);
    expect(relaxSuggestions({ ...emptyAnswers(), languages: ['english'] })).toEqual([]);
  });
});
