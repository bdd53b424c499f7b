import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signInCodes } from '../tables';

// Data access of one-time sign-in codes (rules in code-service.ts); codes are stored hashed.

export async function insertSignInCode(db: Database, values: typeof signInCodes.$inferInsert) {
  // Expired codes can go: they are refused whatever their row says.
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, values.createdAt));
  await db.insert(signInCodes).values(values);
}

/** Uses a code: the account it was made for, or null (unknown, expired or used). One UPDATE. */
export async function useSignInCode(db: Database, codeHash: string, now: Date) {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInCodes.codeHash, codeHash),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({ userId: signInCodes.userId });
  return row ?? null;
}
