import type { MatchingAnswers, ProviderType, SessionKind } from '@kaizen/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers, providerSessionKinds } from '../providers/tables';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';
import { matchedProviders, matchingResponses } from './tables';

const owned = (userId: number, type: ProviderType) =>
  and(eq(matchingResponses.userId, userId), eq(matchingResponses.providerType, type));

export async function findResponse(db: Database, userId: number, type: ProviderType) {
  const [row] = await db.select().from(matchingResponses).where(owned(userId, type));
  return row ?? null;
}

interface NewMatch {
  providerId: number;
  explanation: string;
}

/**
 * Stores the answers and their matches unless the stored answers are newer (SPEC §4), decided
 * by the upsert itself so that two devices posting at once cannot both win. True when stored.
 */
export async function storeIfNotOlder(
  db: Database,
  userId: number,
  type: ProviderType,
  answers: MatchingAnswers,
  updatedAt: Date,
  matches: NewMatch[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(matchingResponses)
      .values({ userId, providerType: type, userResponse: answers, updatedAt })
      .onConflictDoUpdate({
        target: [matchingResponses.userId, matchingResponses.providerType],
        set: { userResponse: answers, updatedAt },
        setWhere: lte(matchingResponses.updatedAt, updatedAt),
      })
      .returning({ userId: matchingResponses.userId });
    if (stored.length === 0) return false;
    await tx
      .delete(matchedProviders)
      .where(and(eq(matchedProviders.userId, userId), eq(matchedProviders.providerType, type)));
    if (matches.length > 0) {
      await tx.insert(matchedProviders).values(
        matches.map((match, index) => ({
          userId,
          providerType: type,
          rank: index + 1,
          providerId: match.providerId,
          explanation: match.explanation,
        })),
      );
    }
    return true;
  });
}

/**
 * The stored matches, best first, with each provider as it is now (still listed, current
 * earliest slot of the session kind asked for), in one statement.
 */
export function readMatches(
  db: Database,
  userId: number,
  type: ProviderType,
  kind: SessionKind | undefined,
) {
  const next = providerNextAvailability;
  return db
    .select({
      uuid: providers.uuid,
      firstname: providers.firstname,
      lastname: providers.lastname,
      providerType: providers.providerType,
      photoUrl: providers.photoUrl,
      languages: providers.languages,
      yearsOfExperience: providers.yearsOfExperience,
      priceTier: providers.priceTier,
      lowestPrice: sql<number | null>`(
        select min(${providerSessionKinds.price})::int from ${providerSessionKinds}
        where ${providerSessionKinds.providerId} = ${providers.id}
        ${kind ? sql`and ${providerSessionKinds.kind} = ${kind}` : sql``}
      )`,
      earliestAt: next.earliestAt,
      explanation: matchedProviders.explanation,
    })
    .from(matchedProviders)
    .innerJoin(
      providers,
      and(eq(providers.id, matchedProviders.providerId), sql`${providers.active}`),
    )
    .leftJoin(
      next,
      and(eq(next.providerId, providers.id), eq(next.sessionKind, kind ?? ANY_SESSION_KIND)),
    )
    .where(and(eq(matchedProviders.userId, userId), eq(matchedProviders.providerType, type)))
    .orderBy(asc(matchedProviders.rank));
}
