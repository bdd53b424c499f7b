import { describe, expect, it } from 'vitest';
import { consentQuestionInHtml } from './server-rendering';

describe('consentQuestionInHtml', () => {
  it('asks a visitor with no answer in the cookie', () => {
    expect(consentQuestionInHtml(undefined, '')).toBe(true);
    expect(
      consentQuestionInHtml('theme=dark; other_analytics_consent=denied', '?type=therapy'),
    ).toBe(true);
    // An emptied cookie is no answer.
    expect(consentQuestionInHtml('analytics_consent=', '')).toBe(true);
  });

  it.each(['granted', 'denied', 'off'])('does not ask when the cookie says %s', (value) => {
    expect(consentQuestionInHtml(`a=1; analytics_consent=${value}`, '')).toBe(false);
    expect(consentQuestionInHtml(`analytics_consent=${value}`, '')).toBe(false);
  });

  it('does not ask where the address turns analytics off (SPEC §4 skip_analytics)', () => {
    expect(consentQuestionInHtml(undefined, '?skip_analytics=true')).toBe(false);
    expect(consentQuestionInHtml(undefined, '?type=therapy&skip_analytics=true&x=1')).toBe(false);
    expect(consentQuestionInHtml(undefined, '?skip_analytics=false')).toBe(true);
  });
});
