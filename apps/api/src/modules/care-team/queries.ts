import { MY_PROVIDER_ROLES, type ProviderType } from '@kaizen/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers } from '../providers/tables';
import { customerProviderMappings as mappings } from './tables';

const cfRoles = sql.raw(`array[${MY_PROVIDER_ROLES.map((role) => `'${role}'`).join(', ')}]`);

export interface CareTeamTypeCount {
  providerType: ProviderType;
  count: number;
  newCount: number;
  cfRole: boolean;
}

/**
 * The caller's mappings to active providers, counted per provider type in one statement. Scoped
 * to `userId` from the session: nobody else's mappings are ever read.
 */
export function countMyProvidersByType(db: Database, userId: number): Promise<CareTeamTypeCount[]> {
  return db
    .select({
      providerType: mappings.providerType,
      count: sql<number>`count(*)::int`,
      newCount: sql<number>`(count(*) filter (where ${mappings.tempFlag}))::int`,
      cfRole: sql<boolean>`coalesce(bool_or(${mappings.roles} && ${cfRoles}::text[]), false)`,
    })
    .from(mappings)
    .innerJoin(providers, eq(providers.id, mappings.providerId))
    .where(and(eq(mappings.userId, userId), sql`${providers.active}`))
    .groupBy(mappings.providerType);
}
