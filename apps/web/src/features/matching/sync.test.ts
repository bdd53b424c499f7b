import type { MatchingAnswers, MatchingResponse } from '@kaizen/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMatching, postMatching } from './api';
import { readLocalResponse, readMatchedLists, writeLocalResponse } from './local-store';
import { emptyAnswers } from './steps';
import { decideSync, syncMatching } from './sync';
import { aMatch, UUID_A, UUID_B } from './test-matches';

vi.mock('./api', () => ({ fetchMatching: vi.fn(), postMatching: vi.fn() }));

// SPEC §4 "Matching data": the newer of the local and server copy wins; a newer local copy is
// posted, a newer server copy (or the only one) is saved locally.

const EARLIER = '2026-11-23T09:00:00.000Z';
const LATER = '2026-11-23T10:00:00.000Z';

describe('which copy wins', () => {
  it('posts the local copy when it is newer, or the server has none', () => {
    expect(decideSync({ timeStamp: LATER }, { updated_at: EARLIER })).toBe('post-local');
    expect(decideSync({ timeStamp: LATER }, null)).toBe('post-local');
  });

  it('saves the server copy when it is newer, or the local one is missing or unreadable', () => {
    expect(decideSync({ timeStamp: EARLIER }, { updated_at: LATER })).toBe('save-server');
    expect(decideSync(null, { updated_at: EARLIER })).toBe('save-server');
    expect(decideSync({ timeStamp: 'yesterday' }, { updated_at: EARLIER })).toBe('save-server');
  });

  it('does nothing when both are the same instant, however written', () => {
    expect(decideSync({ timeStamp: '2026-11-23T15:30:00+05:30' }, { updated_at: LATER })).toBe(
      'in-sync',
    );
    expect(decideSync(null, null)).toBe('no-answers');
  });
});

describe('syncing with the server', () => {
  const mine: MatchingAnswers = { ...emptyAnswers(), concerns: ['anxiety'], languages: ['hindi'] };
  const theirs: MatchingAnswers = { ...mine, languages: ['tamil'] };
  const response = (
    filter: MatchingAnswers,
    updatedAt: string,
    uuids: string[],
  ): MatchingResponse['data'] => ({
    records: [{ filter, updated_at: updatedAt }],
    all_matched_providers: uuids.map((uuid, index) => aMatch(uuid, index + 1)),
  });

  beforeEach(() => {
    vi.mocked(fetchMatching).mockReset();
    vi.mocked(postMatching).mockReset();
  });

  it('posts newer local answers with their time and keeps the matches the server ranked', async () => {
    writeLocalResponse('therapy', mine, LATER);
    vi.mocked(fetchMatching).mockResolvedValue(response(theirs, EARLIER, [UUID_B]));
    vi.mocked(postMatching).mockResolvedValue(response(mine, LATER, [UUID_A, UUID_B]));

    const result = await syncMatching('therapy');

    expect(postMatching).toHaveBeenCalledWith(
      expect.objectContaining({
        provider_type: 'therapy',
        languages: ['hindi'],
        updated_at: LATER,
      }),
    );
    expect(result.matches.map((match) => match.uuid)).toEqual([UUID_A, UUID_B]);
    expect(readMatchedLists().recently_matched_providers.map((match) => match.uuid)).toEqual([
      UUID_A,
      UUID_B,
    ]);
    expect(readLocalResponse('therapy')).toEqual({ userResponse: mine, timeStamp: LATER });
  });

  it('saves newer server answers locally without posting', async () => {
    writeLocalResponse('therapy', mine, EARLIER);
    vi.mocked(fetchMatching).mockResolvedValue(response(theirs, LATER, [UUID_B]));

    const result = await syncMatching('therapy');

    expect(postMatching).not.toHaveBeenCalled();
    expect(result.answers?.languages).toEqual(['tamil']);
    expect(readLocalResponse('therapy')).toEqual({ userResponse: theirs, timeStamp: LATER });
  });

  it('reports no answers when neither copy exists', async () => {
    vi.mocked(fetchMatching).mockResolvedValue({ records: [], all_matched_providers: [] });
    expect(await syncMatching('psychiatry')).toEqual({ answers: null, matches: [] });
    expect(readLocalResponse('psychiatry')).toBeNull();
  });
});
