import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import { clearDraft, readDraft, writeDraft } from './draft';
import { emptyAnswers } from './steps';

const memory = () => createSafeStore(() => undefined);

describe('the questionnaire draft', () => {
  it('gives back the answers of the same questionnaire only', () => {
    const store = memory();
    const answers = { ...emptyAnswers(), concerns: ['anxiety' as const] };
    writeDraft('therapy', answers, store);
    expect(readDraft('therapy', store)).toEqual(answers);
    expect(readDraft('psychiatry', store)).toBeNull();
    clearDraft(store);
    expect(readDraft('therapy', store)).toBeNull();
  });

  it('keeps what it can of an unfinished in-person choice and drops what is broken', () => {
    const store = memory();
    store.setItem(
      'matching_draft',
      JSON.stringify({
        type: 'therapy',
        answers: { ...emptyAnswers(), concerns: ['anxiety'], session_kind: 'offline' },
      }),
    );
    expect(readDraft('therapy', store)).toMatchObject({ concerns: ['anxiety'] });
    expect(readDraft('therapy', store)?.session_kind).toBeUndefined();
    store.setItem('matching_draft', '{"type":"therapy","answers":{"concerns":"x"}}');
    expect(readDraft('therapy', store)).toBeNull();
  });
});
