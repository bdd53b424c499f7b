import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerIdentities, partnerKeys, partnerTokenUses } from './tables';

// Data access of partner sign-in (rules in service.ts).

export async function findPartnerKey(db: Database, organisationId: number) {
  const [row] = await db
    .select()
    .from(partnerKeys)
    .where(eq(partnerKeys.organisationId, organisationId));
  return row ?? null;
}

export async function savePartnerKey(db: Database, values: typeof partnerKeys.$inferInsert) {
  const { organisationId: _organisationId, ...changes } = values;
  await db
    .insert(partnerKeys)
    .values(values)
    .onConflictDoUpdate({ target: partnerKeys.organisationId, set: changes });
}

/** Records a token id; false when it was used before (the primary key refuses a replay). */
export async function claimTokenUse(
  db: Database,
  organisationId: number,
  jti: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  // Ids of expired tokens can go: an expired token is refused before its id is looked at.
  await db.delete(partnerTokenUses).where(lt(partnerTokenUses.expiresAt, now));
  const rows = await db
    .insert(partnerTokenUses)
    .values({ organisationId, jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: partnerTokenUses.jti });
  return rows.length === 1;
}

export async function findIdentity(db: Database, organisationId: number, subject: string) {
  const [row] = await db
    .select({ userId: partnerIdentities.userId })
    .from(partnerIdentities)
    .where(
      and(
        eq(partnerIdentities.organisationId, organisationId),
        eq(partnerIdentities.subject, subject),
      ),
    );
  return row ?? null;
}

/** Links a partner subject to an account; false when that subject is linked already. */
export async function linkIdentity(
  db: Database,
  identity: { organisationId: number; subject: string; userId: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(partnerIdentities)
    .values({ ...identity, linkedAt: now })
    .onConflictDoNothing()
    .returning({ userId: partnerIdentities.userId });
  return rows.length === 1;
}
