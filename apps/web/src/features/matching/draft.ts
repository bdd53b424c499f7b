import { matchingAnswersSchema, type MatchingAnswers } from '@kaizen/contracts';
import { readJson, sessionStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import type { QuestionnaireType } from './paths';

// The answers given so far, before the questionnaire is finished: kept for the tab (session
// storage), so that a reload, Back and Forward keep them. The finished answers go to the SPEC §3
// local copy instead (local-store.ts) and the draft is dropped.

interface StoredDraft {
  type: string;
  answers: unknown;
}

/** The draft of this questionnaire, parsed (an unfinished in-person choice loses its kind). */
export function readDraft(
  type: QuestionnaireType,
  store: KeyValueStore = sessionStore,
): MatchingAnswers | null {
  const stored = readJson<StoredDraft>(store, StorageKey.matchingDraft);
  if (stored?.type !== type || typeof stored.answers !== 'object' || stored.answers === null) {
    return null;
  }
  const parsed = matchingAnswersSchema.safeParse(stored.answers);
  if (parsed.success) return parsed.data;
  const { session_kind: _kind, city: _city, ...rest } = stored.answers as Record<string, unknown>;
  return matchingAnswersSchema.safeParse(rest).data ?? null;
}

export function writeDraft(
  type: QuestionnaireType,
  answers: MatchingAnswers,
  store: KeyValueStore = sessionStore,
): void {
  store.setItem(StorageKey.matchingDraft, JSON.stringify({ type, answers }));
}

export function clearDraft(store: KeyValueStore = sessionStore): void {
  store.removeItem(StorageKey.matchingDraft);
}
