import {
  MAX_MATCHED_PROVIDERS,
  matchingAnswersSchema,
  type MatchedProvider,
  type MatchingAnswers,
  type MatchingRecord,
} from '@kaizen/contracts';
import { fetchMatching, postMatching } from './api';
import {
  readLocalResponse,
  readMatchedLists,
  rememberMatches,
  writeLocalResponse,
  type LocalMatchingResponse,
} from './local-store';
import type { QuestionnaireType } from './paths';

// SPEC §4 "Matching data": the newer of the local and the server copy wins; a newer local copy
// is posted, a newer (or the only) server copy is saved locally.

type SyncDecision = 'post-local' | 'save-server' | 'in-sync' | 'no-answers';

export function decideSync(
  local: Pick<LocalMatchingResponse, 'timeStamp'> | null,
  server: Pick<MatchingRecord, 'updated_at'> | null,
): SyncDecision {
  const localTime = local ? Date.parse(local.timeStamp) : Number.NaN;
  const hasLocal = !Number.isNaN(localTime);
  if (!server) return hasLocal ? 'post-local' : 'no-answers';
  if (!hasLocal) return 'save-server';
  const serverTime = Date.parse(server.updated_at);
  if (localTime > serverTime) return 'post-local';
  return localTime < serverTime ? 'save-server' : 'in-sync';
}

export interface MatchingState {
  answers: MatchingAnswers | null;
  matches: MatchedProvider[];
}

/** Signed in: reconciles both copies, then keeps the winning answers and their matches locally. */
export async function syncMatching(type: QuestionnaireType): Promise<MatchingState> {
  const local = readLocalResponse(type);
  const server = await fetchMatching(type);
  const decision = decideSync(local, server.records[0] ?? null);
  if (decision === 'no-answers') return { answers: null, matches: [] };
  const winner =
    decision === 'post-local' && local
      ? await postMatching({
          ...local.userResponse,
          provider_type: type,
          all_matches: readMatchedLists()
            .recently_matched_providers.map((provider) => provider.uuid)
            .slice(0, MAX_MATCHED_PROVIDERS),
          updated_at: local.timeStamp,
        })
      : server;
  // The server answers with the copy that won (another device's newer answers, say).
  const record = winner.records[0];
  const answers = record ? matchingAnswersSchema.parse(record.filter) : null;
  if (record && answers) writeLocalResponse(type, answers, record.updated_at);
  rememberMatches(winner.all_matched_providers);
  return { answers, matches: winner.all_matched_providers };
}
