import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes } from './tables';

// Data access of verification codes (rules in service.ts).

export type VerificationRow = typeof verificationCodes.$inferSelect;
export type Purpose = VerificationRow['purpose'];

export async function insertVerification(
  db: Database,
  row: Omit<typeof verificationCodes.$inferInsert, 'attempts'>,
): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** Drops rows whose time is over (their details go with them). */
export async function discardExpired(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lte(verificationCodes.discardAt, now));
}

/** The row, if it is live and of this purpose: a sign-up's id never works for a sign-in. */
export async function findLive(
  db: Database,
  purpose: Purpose,
  id: string,
  now: Date,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.discardAt, now),
      ),
    );
  return row;
}

/** A new code for the row; its tries start again. Null hash: the row's address gets no code. */
export async function replaceCode(
  db: Database,
  id: string,
  code: { codeHash: string | null; codeExpiresAt: Date; lastSentAt: Date },
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ ...code, attempts: 0 })
    .where(eq(verificationCodes.id, id));
}

/**
 * Counts one try and answers the row when tries remained: a code can be tried `maxAttempts`
 * times in all, even by parallel requests (the update is conditional).
 */
export async function countAttempt(
  db: Database,
  purpose: Purpose,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.discardAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Removes the row if its code is still this one: of two racing redeemers, one gets it. */
export async function takeRedeemed(
  db: Database,
  id: string,
  codeHash: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.codeHash, codeHash)))
    .returning();
  return row;
}
