import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactChanges } from './tables';

// Data access of pending email and mobile changes (rules in identity-changes.ts).

export type ContactKind = 'email' | 'mobile';

/** Stores the pending change of this kind, replacing an older one (its link or code dies). */
export async function replaceContactChange(
  db: Database,
  change: Omit<typeof contactChanges.$inferInsert, 'id' | 'attempts'>,
): Promise<void> {
  await db
    .insert(contactChanges)
    .values(change)
    .onConflictDoUpdate({
      target: [contactChanges.userId, contactChanges.kind],
      set: {
        newValue: change.newValue,
        secretHash: change.secretHash,
        expiresAt: change.expiresAt,
        createdAt: change.createdAt,
        attempts: 0,
      },
    });
}

export async function livePendingChanges(db: Database, userId: number, now: Date) {
  return db
    .select({ kind: contactChanges.kind, newValue: contactChanges.newValue })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), gt(contactChanges.expiresAt, now)));
}

/** Takes the live email change of a link token, removing it (each link works once). */
export async function takeEmailChange(db: Database, secretHash: string, now: Date) {
  const [row] = await db
    .delete(contactChanges)
    .where(
      and(
        eq(contactChanges.kind, 'email'),
        eq(contactChanges.secretHash, secretHash),
        gt(contactChanges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Counts one try at the user's mobile code and answers the change when tries remain; a code can
 * be tried `maxAttempts` times in all, even by parallel requests (the update is conditional).
 */
export async function tryMobileChange(
  db: Database,
  userId: number,
  maxAttempts: number,
  now: Date,
) {
  const [row] = await db
    .update(contactChanges)
    .set({ attempts: sql`${contactChanges.attempts} + 1` })
    .where(
      and(
        eq(contactChanges.userId, userId),
        eq(contactChanges.kind, 'mobile'),
        gt(contactChanges.expiresAt, now),
        lt(contactChanges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

export async function deleteContactChange(db: Database, id: number): Promise<void> {
  await db.delete(contactChanges).where(eq(contactChanges.id, id));
}
