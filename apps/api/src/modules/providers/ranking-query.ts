import { URGENCY_WINDOW_DAYS, type MatchingAnswers, type ProviderType } from '@kaizen/contracts';
import { and, arrayOverlaps, asc, desc, eq, exists, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';
import { clinics, providerClinics, providers, providerSessionKinds } from './tables';

const DAY_MS = 86_400_000;

/** How many of `wanted` the array column holds (containment tests the executor runs per row). */
const overlapCount = (column: AnyColumn, wanted: readonly string[]) =>
  wanted.length > 0
    ? sql<number>`(${sql.join(
        wanted.map((value) => sql`(${column} @> array[${value}]::text[])::int`),
        sql` + `,
      )})`
    : sql<number>`0`;

/**
 * The best providers of one type for the answers, in ONE statement (SPEC §3 matching): a
 * directory query over providers and their next availability like the listing, so it lives with
 * the directory and matching calls it through providers' service.
 * Must-haves narrow the candidates through the providers' indexes: type and budget (btree),
 * preferred languages and concerns (GIN, any overlap), gender, the session kind offered and, for
 * offline sessions, a clinic in the chosen city. The rest orders them: more of the person's
 * concerns first (3 points each), then each preferred language spoken (1), bookable within the
 * urgency window (2), then the earliest slot, then experience.
 */
export function rankProviders(
  db: Database,
  type: ProviderType,
  answers: MatchingAnswers,
  options: { now: Date; limit: number },
) {
  const kind = answers.session_kind ?? ANY_SESSION_KIND;
  const windowDays = URGENCY_WINDOW_DAYS[answers.urgency];
  const windowEnd =
    windowDays === null ? null : new Date(options.now.getTime() + windowDays * DAY_MS);
  const next = providerNextAvailability;
  const withinWindow =
    windowEnd === null
      ? sql<boolean>`false`
      : sql<boolean>`coalesce(${next.earliestAt} < ${windowEnd.toISOString()}::timestamptz, false)`;
  const concernMatches = overlapCount(providers.concerns, answers.concerns);
  const languageMatches = overlapCount(providers.languages, answers.languages);
  const score = sql<number>`(3 * ${concernMatches} + ${languageMatches} + 2 * ${withinWindow}::int)`;

  return db
    .select({
      id: providers.id,
      uuid: providers.uuid,
      languages: providers.languages,
      concerns: providers.concerns,
      yearsOfExperience: providers.yearsOfExperience,
      earliestAt: next.earliestAt,
      withinWindow: withinWindow.mapWith(Boolean),
      score: score.mapWith(Number),
    })
    .from(providers)
    .leftJoin(next, and(eq(next.providerId, providers.id), eq(next.sessionKind, kind)))
    .where(
      and(
        // Literal, so the planner can use the partial indexes (`where active`).
        sql`${providers.active}`,
        eq(providers.providerType, type),
        answers.max_price_tier ? lte(providers.priceTier, answers.max_price_tier) : undefined,
        answers.gender_preference === 'any'
          ? undefined
          : eq(providers.gender, answers.gender_preference),
        answers.languages.length > 0
          ? arrayOverlaps(providers.languages, answers.languages)
          : undefined,
        answers.concerns.length > 0
          ? arrayOverlaps(providers.concerns, answers.concerns)
          : undefined,
        answers.session_kind
          ? exists(
              sql`(select 1 from ${providerSessionKinds} where ${providerSessionKinds.providerId} = ${providers.id} and ${providerSessionKinds.kind} = ${answers.session_kind})`,
            )
          : undefined,
        answers.session_kind === 'offline' && answers.city
          ? exists(
              sql`(select 1 from ${providerClinics} join ${clinics} on ${clinics.id} = ${providerClinics.clinicId}
                where ${providerClinics.providerId} = ${providers.id} and ${clinics.active} and ${clinics.city} = ${answers.city})`,
            )
          : undefined,
      ),
    )
    .orderBy(
      desc(score),
      sql`${next.earliestAt} asc nulls last`,
      desc(providers.yearsOfExperience),
      asc(providers.id),
    )
    .limit(options.limit);
}
