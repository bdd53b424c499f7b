import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organisations } from './tables';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

/** Inactive organisations are invisible everywhere: every read goes through here. */
async function findActive(
  db: Database,
  condition: SQL | undefined,
  order: SQL[] = [],
): Promise<OrganisationRow | null> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.active, true), condition))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

export const findActiveById = (db: Database, id: number) =>
  findActive(db, eq(organisations.id, id));

export const findActiveByUuid = (db: Database, uuid: string) =>
  findActive(db, eq(organisations.uuid, uuid));

export const findActiveByShortCode = (db: Database, shortCode: string) =>
  findActive(db, eq(organisations.shortCode, shortCode.toLowerCase()));

/**
 * Name or short code, ignoring case. Names are unique ignoring case; when one organisation's name
 * is another's short code, the name wins.
 */
export function findActiveByNameOrShortCode(db: Database, name: string) {
  const nameMatches = eq(sql`lower(${organisations.name})`, name.toLowerCase());
  return findActive(db, or(nameMatches, eq(organisations.shortCode, name.toLowerCase())), [
    desc(nameMatches),
  ]);
}

/** Creates or refreshes an organisation by short code (the demo seeder re-runs). */
export async function upsertOrganisation(db: Database, values: NewOrganisation): Promise<void> {
  const { shortCode: _shortCode, ...changes } = values;
  await db
    .insert(organisations)
    .values(values)
    .onConflictDoUpdate({ target: organisations.shortCode, set: changes });
}
