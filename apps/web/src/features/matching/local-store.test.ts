import { describe, expect, it } from 'vitest';
import { localStore } from '../../lib/storage';
import {
  dedupeByUuid,
  readLocalResponse,
  readMatchedLists,
  rememberMatches,
  writeLocalResponse,
} from './local-store';
import { emptyAnswers } from './steps';
import { aMatch, UUID_A, UUID_B, UUID_C } from './test-matches';

// SPEC §3: matching-response-{type} (userResponse, timeStamp) and matched_providers with
// all_matched_providers and recently_matched_providers, de-duplicated.

describe('matched providers, stored locally', () => {
  it('keeps the first of each uuid', () => {
    const lists = dedupeByUuid([aMatch(UUID_A, 1), aMatch(UUID_B, 2), aMatch(UUID_A, 3)]);
    expect(lists.map((match) => [match.uuid, match.rank])).toEqual([
      [UUID_A, 1],
      [UUID_B, 2],
    ]);
  });

  it('makes the latest matches the recent list and adds them, once each, to the full list', () => {
    rememberMatches([aMatch(UUID_A), aMatch(UUID_B, 2)]);
    const lists = rememberMatches([aMatch(UUID_C), aMatch(UUID_A, 2), aMatch(UUID_C, 3)]);
    expect(lists.recently_matched_providers.map((match) => match.uuid)).toEqual([UUID_C, UUID_A]);
    expect(lists.all_matched_providers.map((match) => match.uuid)).toEqual([
      UUID_C,
      UUID_A,
      UUID_B,
    ]);
    expect(readMatchedLists()).toEqual(lists);
    expect(JSON.parse(localStore.getItem('matched_providers') ?? '{}')).toHaveProperty(
      'all_matched_providers',
    );
  });

  it('reads a damaged or foreign value as empty lists, not a crash', () => {
    localStore.setItem('matched_providers', '{"all_matched_providers":[{"uuid":1}]}');
    expect(readMatchedLists()).toEqual({
      all_matched_providers: [],
      recently_matched_providers: [],
    });
  });
});

describe('the answers, stored locally per provider type', () => {
  it('is written under matching-response-{type} with userResponse and timeStamp', () => {
    const answers = {
      ...emptyAnswers(),
      concerns: ['anxiety' as const],
      languages: ['hindi' as const],
    };
    writeLocalResponse('therapy', answers, '2026-11-23T10:00:00.000Z');
    expect(JSON.parse(localStore.getItem('matching-response-therapy') ?? '')).toEqual({
      userResponse: answers,
      timeStamp: '2026-11-23T10:00:00.000Z',
    });
    expect(readLocalResponse('therapy')?.userResponse).toEqual(answers);
    expect(readLocalResponse('psychiatry')).toBeNull();
  });

  it('ignores answers the schema refuses (offline without a city)', () => {
    localStore.setItem(
      'matching-response-therapy',
      JSON.stringify({
        userResponse: { ...emptyAnswers(), session_kind: 'offline' },
        timeStamp: '2026-11-23T10:00:00.000Z',
      }),
    );
    expect(readLocalResponse('therapy')).toBeNull();
  });
});
