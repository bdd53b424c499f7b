import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { insurerCrns } from '../tables';

// Data access of insurer CRNs (rules in crn-service.ts), always within one organisation.

/** The account a CRN is linked to, while that account is still the insurer's member. */
export async function findLinkedMember(db: Database, organisationId: number, crn: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(insurerCrns)
    .innerJoin(users, eq(users.id, insurerCrns.userId))
    .where(
      and(
        eq(insurerCrns.organisationId, organisationId),
        eq(insurerCrns.crn, crn),
        eq(users.organisationId, organisationId),
      ),
    );
  return row ?? null;
}

/**
 * Links the CRN to the account when the insurer listed it for this email and it is not linked
 * to someone else; false otherwise. One UPDATE, so two people cannot both take it.
 */
export async function linkCrn(
  db: Database,
  entry: { organisationId: number; crn: string; email: string; userId: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(insurerCrns)
    .set({ userId: entry.userId, linkedAt: now })
    .where(
      and(
        eq(insurerCrns.organisationId, entry.organisationId),
        eq(insurerCrns.crn, entry.crn),
        eq(insurerCrns.email, entry.email.toLowerCase()),
        or(isNull(insurerCrns.userId), eq(insurerCrns.userId, entry.userId)),
      ),
    )
    .returning({ crn: insurerCrns.crn });
  return rows.length === 1;
}

/** The insurer's register rows (seed, console import): a listed email can change, a link stays. */
export async function importCrns(
  db: Database,
  organisationId: number,
  entries: { crn: string; email: string }[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(insurerCrns)
    .values(
      entries.map((entry) => ({
        organisationId,
        crn: entry.crn,
        email: entry.email.toLowerCase(),
        importedAt: now,
      })),
    )
    .onConflictDoNothing();
}
