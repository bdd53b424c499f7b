import { matchingAnswersSchema } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { explainMatch } from './explanation';

const answers = (input: Record<string, unknown>) => matchingAnswersSchema.parse(input);
const provider = {
  languages: ['english', 'hindi'] as const,
  concerns: ['stress', 'anxiety', 'sleep', 'grief'] as const,
  yearsOfExperience: 8,
  withinWindow: false,
};

describe('explainMatch', () => {
  it('names the matched languages and concerns in the order the person gave them', () => {
    const line = explainMatch(
      provider,
      answers({ languages: ['hindi', 'tamil'], concerns: ['anxiety', 'stress', 'adhd'] }),
    );
    expect(line).toBe('Speaks Hindi · 8 years of experience · Anxiety, Stress');
  });

  it('shows at most three concerns, the city of an in-person session and the urgency met', () => {
    const line = explainMatch(
      { ...provider, yearsOfExperience: 1, withinWindow: true },
      answers({
        concerns: ['grief', 'sleep', 'stress', 'anxiety'],
        session_kind: 'offline',
        city: 'blr',
        urgency: 'asap',
      }),
    );
    expect(line).toBe(
      '1 year of experience · Grief, Sleep, Stress · Clinic in Bengaluru · Available within 2 days',
    );
  });

  it('still says something when no answer singled the provider out', () => {
    expect(explainMatch({ ...provider, yearsOfExperience: 0 }, answers({}))).toBe(
      'Matches your answers',
    );
  });
});
