import {
  MATCHING_CLOCK_SKEW_MS,
  MATCHING_FUTURE_TIMESTAMP_MESSAGE,
  MAX_MATCHED_PROVIDERS,
  avatarUrl,
  type MatchingAnswers,
  type MatchingDataInput,
  type MatchingResponse,
  type ProviderType,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { rankProviders } from '../providers/service';
import { explainMatch } from './explanation';
import { findResponse, readMatches, storeIfNotOlder } from './queries';

// The matching questionnaire per provider type (SPEC §3, §4, §7). Every function takes the
// signed-in user's id from the session: records are only ever the caller's own.

type MatchingData = MatchingResponse['data'];

/** GET matching filters: the stored answers (records[0]) and their matches; [] and [] if none. */
export async function readMatching(
  db: Database,
  userId: number,
  type: ProviderType,
  assetsHost: string,
): Promise<MatchingData> {
  const response = await findResponse(db, userId, type);
  if (!response) return { records: [], all_matched_providers: [] };
  const rows = await readMatches(db, userId, type, response.userResponse.session_kind);
  return {
    records: [{ filter: response.userResponse, updated_at: response.updatedAt.toISOString() }],
    // Ranks count the providers still listed, so they stay 1, 2, 3... when one leaves.
    all_matched_providers: rows.map((row, index) => ({
      uuid: row.uuid,
      firstname: row.firstname,
      lastname: row.lastname,
      provider_type: row.providerType,
      photo_url: avatarUrl(row.photoUrl, assetsHost),
      languages: row.languages,
      years_of_experience: row.yearsOfExperience,
      price_tier: row.priceTier,
      lowest_price: row.lowestPrice,
      earliest_available_datetime: row.earliestAt ? row.earliestAt.toISOString() : null,
      rank: index + 1,
      explanation: row.explanation,
    })),
  };
}

/** The answers of a POST body, each list without repeats. */
const answersOf = (body: MatchingDataInput): MatchingAnswers => ({
  concerns: [...new Set(body.concerns)],
  languages: [...new Set(body.languages)],
  gender_preference: body.gender_preference,
  urgency: body.urgency,
  ...(body.max_price_tier === undefined ? {} : { max_price_tier: body.max_price_tier }),
  ...(body.session_kind === undefined ? {} : { session_kind: body.session_kind }),
  // A city only means something for in-person sessions.
  ...(body.session_kind === 'offline' && body.city !== undefined ? { city: body.city } : {}),
});

/**
 * POST matching data. The server ranks the providers for the answers itself (the client's
 * `all_matches` is only what it showed; a client cannot place providers in its own list) and
 * stores answers and matches, unless the stored answers are newer: then those stay and are
 * returned (SPEC §4: the newest copy wins).
 */
export async function saveMatching(
  db: Database,
  userId: number,
  body: MatchingDataInput,
  context: { now: Date; assetsHost: string },
): Promise<MatchingData> {
  const updatedAt = new Date(body.updated_at);
  // A timestamp far ahead of ours would win against every later answer.
  if (updatedAt.getTime() > context.now.getTime() + MATCHING_CLOCK_SKEW_MS) {
    throw unprocessable(MATCHING_FUTURE_TIMESTAMP_MESSAGE);
  }
  const answers = answersOf(body);
  const type = body.provider_type;
  const ranked = await rankProviders(db, type, answers, {
    now: context.now,
    limit: MAX_MATCHED_PROVIDERS,
  });
  const matches = ranked.map((row) => ({
    providerId: row.id,
    explanation: explainMatch(row, answers),
  }));
  await storeIfNotOlder(db, userId, type, answers, updatedAt, matches);
  return readMatching(db, userId, type, context.assetsHost);
}
