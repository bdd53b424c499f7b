import {
  MAX_MATCHED_PROVIDERS,
  matchedProviderSchema,
  matchingAnswersSchema,
  type MatchedProvider,
  type MatchingAnswers,
} from '@kaizen/contracts';
import { z } from 'zod';
import { localStore, readJson, type KeyValueStore } from '../../lib/storage';
import { matchingResponseKey, StorageKey } from '../../lib/storage-keys';
import type { QuestionnaireType } from './paths';

// The local copies of SPEC §3: `matching-response-{type}` (userResponse, timeStamp) and
// `matched_providers` (all_matched_providers, recently_matched_providers, de-duplicated).
// Everything read back is parsed: storage may hold an older app's shape or be edited by hand.

const localResponseSchema = z.object({
  userResponse: matchingAnswersSchema,
  timeStamp: z.iso.datetime({ offset: true }),
});
export type LocalMatchingResponse = z.infer<typeof localResponseSchema>;

const matchedListsSchema = z.object({
  all_matched_providers: z.array(matchedProviderSchema),
  recently_matched_providers: z.array(matchedProviderSchema),
});
type MatchedLists = z.infer<typeof matchedListsSchema>;

const EMPTY_LISTS: MatchedLists = { all_matched_providers: [], recently_matched_providers: [] };

export function readLocalResponse(
  type: QuestionnaireType,
  store: KeyValueStore = localStore,
): LocalMatchingResponse | null {
  const parsed = localResponseSchema.safeParse(readJson(store, matchingResponseKey(type)));
  return parsed.success ? parsed.data : null;
}

export function writeLocalResponse(
  type: QuestionnaireType,
  answers: MatchingAnswers,
  timeStamp: string,
  store: KeyValueStore = localStore,
): void {
  const value: LocalMatchingResponse = { userResponse: answers, timeStamp };
  store.setItem(matchingResponseKey(type), JSON.stringify(value));
}

/** Keeps the first of each uuid: lists are ordered newest (or best) first. */
export function dedupeByUuid(providers: readonly MatchedProvider[]): MatchedProvider[] {
  const seen = new Set<string>();
  return providers.filter((provider) => !seen.has(provider.uuid) && seen.add(provider.uuid));
}

export function readMatchedLists(store: KeyValueStore = localStore): MatchedLists {
  const parsed = matchedListsSchema.safeParse(readJson(store, StorageKey.matchedProviders));
  return parsed.success ? parsed.data : EMPTY_LISTS;
}

/**
 * The matches of the latest questionnaire become the recently matched list (at most 30, SPEC §9);
 * every match so far stays in the full list, newest first, each expert once.
 */
export function rememberMatches(
  matches: readonly MatchedProvider[],
  store: KeyValueStore = localStore,
): MatchedLists {
  const recent = dedupeByUuid(matches).slice(0, MAX_MATCHED_PROVIDERS);
  const lists: MatchedLists = {
    recently_matched_providers: recent,
    all_matched_providers: dedupeByUuid([
      ...recent,
      ...readMatchedLists(store).all_matched_providers,
    ]),
  };
  store.setItem(StorageKey.matchedProviders, JSON.stringify(lists));
  return lists;
}
