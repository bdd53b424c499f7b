import { z } from '../zod';
import { cityCodeSchema } from './clinics';
import { MAX_MATCHED_PROVIDERS, PRICE_TIERS } from '../constants';
import {
  CONCERN_TOPICS,
  LANGUAGES,
  PROVIDER_TYPES,
  concernTopicSchema,
  languageSchema,
  sessionKindSchema,
  type ProviderType,
} from './provider-filters';

// The matching questionnaire (issue 3; SPEC §3 "Matching", §4 "Matching data", §7 matching
// filters and matching data, §9 "Max 30 matched providers sent").

export const GENDER_PREFERENCES = ['any', 'male', 'female', 'other'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

/** How soon the person wants a first session, and the window each answer means in days. */
export const MATCHING_URGENCIES = ['asap', 'this_week', 'this_month', 'flexible'] as const;
export type MatchingUrgency = (typeof MATCHING_URGENCIES)[number];
export const URGENCY_WINDOW_DAYS: Record<MatchingUrgency, number | null> = {
  asap: 2,
  this_week: 7,
  this_month: 30,
  flexible: null,
};

/**
 * The SPEC §3 type words a questionnaire is kept under: any SPEC §1 provider type, or the aliases
 * that name exactly one of them (therapist → therapy); case does not matter.
 */
const MATCHING_TYPE_ALIASES: Record<string, ProviderType> = {
  therapist: 'therapy',
  psychiatrist: 'psychiatry',
  couplestherapist: 'couples',
};
export const matchingProviderTypeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((word) => MATCHING_TYPE_ALIASES[word] ?? word)
  .pipe(z.enum(PROVIDER_TYPES));

/** The questionnaire answers (SPEC §3 userResponse) as fields of the POST body. */
const answerFields = {
  concerns: z.array(concernTopicSchema).max(CONCERN_TOPICS.length).default([]),
  languages: z.array(languageSchema).max(LANGUAGES.length).default([]),
  gender_preference: z.enum(GENDER_PREFERENCES).default('any'),
  /** The highest price tier the person can afford (SPEC §9: tiers 1 to 5); absent = any. */
  max_price_tier: z.literal(PRICE_TIERS).optional(),
  session_kind: sessionKindSchema.optional(),
  /** The clinic city, for offline sessions only (and required for them). */
  city: cityCodeSchema.optional(),
  urgency: z.enum(MATCHING_URGENCIES).default('flexible'),
};

/** In-person sessions need a city to look for clinics in. */
const offlineNeedsCity = (
  answers: { session_kind?: string | undefined; city?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (answers.session_kind === 'offline' && answers.city === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Choose a city for an in-person session.',
      path: ['city'],
    });
  }
};

export const matchingAnswersSchema = z.object(answerFields).superRefine(offlineNeedsCity);
export type MatchingAnswers = z.output<typeof matchingAnswersSchema>;

/** GET matching filters: `?type=`. */
export const matchingFiltersQuerySchema = z.object({ type: matchingProviderTypeSchema });

/**
 * POST matching data (SPEC §7): the answer fields, the provider type, the client's current
 * matches (SPEC §9: at most 30 provider uuids) and when the answers were given (SPEC §4: newest
 * wins). Unknown fields (a user id, say) are dropped: the caller is the session's user.
 */
export const matchingDataBodySchema = z
  .object({
    ...answerFields,
    provider_type: matchingProviderTypeSchema,
    all_matches: z.array(z.uuid()).max(MAX_MATCHED_PROVIDERS).default([]),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .superRefine(offlineNeedsCity);
export type MatchingDataBody = z.input<typeof matchingDataBodySchema>;
export type MatchingDataInput = z.output<typeof matchingDataBodySchema>;

/** A ranked match with the reasons for it in one line ("Speaks Hindi · 8 years of experience"). */
export const matchedProviderSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  photo_url: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  years_of_experience: z.number().int().min(0),
  price_tier: z.number().int().min(1).max(5),
  /**
   * The lowest session price in paise (of the session kind asked for, if any), as the directory
   * shows it ("From ₹1,600 / session"); null when no such session is offered.
   */
  lowest_price: z.number().int().min(0).nullable(),
  earliest_available_datetime: z.iso.datetime().nullable(),
  /** 1 = best match. */
  rank: z.number().int().min(1).max(MAX_MATCHED_PROVIDERS),
  explanation: z.string(),
});
export type MatchedProvider = z.infer<typeof matchedProviderSchema>;

export const matchingRecordSchema = z.object({
  filter: z.object({
    concerns: z.array(z.enum(CONCERN_TOPICS)),
    languages: z.array(z.enum(LANGUAGES)),
    gender_preference: z.enum(GENDER_PREFERENCES),
    max_price_tier: z.number().int().min(1).max(5).optional(),
    session_kind: sessionKindSchema.optional(),
    city: cityCodeSchema.optional(),
    urgency: z.enum(MATCHING_URGENCIES),
  }),
  updated_at: z.iso.datetime(),
});
export type MatchingRecord = z.infer<typeof matchingRecordSchema>;

/**
 * SPEC §3: `data.records[0]` holds the stored answers (none yet: `[]`) and
 * `data.all_matched_providers` the ranked matches. POST answers the same shape: the stored copy,
 * which is the posted one unless the server already had newer answers (SPEC §4).
 */
export const matchingResponseSchema = z.object({
  data: z.object({
    records: z.array(matchingRecordSchema).max(1),
    all_matched_providers: z.array(matchedProviderSchema).max(MAX_MATCHED_PROVIDERS),
  }),
});
export type MatchingResponse = z.infer<typeof matchingResponseSchema>;

/** updated_at may run ahead of the server clock by this much (client clocks drift). */
export const MATCHING_CLOCK_SKEW_MS = 5 * 60_000;
export const MATCHING_FUTURE_TIMESTAMP_MESSAGE = 'updated_at is in the future.';
