import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postgresErrorCode } from '../../plugins/errors';
import type { PersonalDataSection } from '../data-rights/service';
import { googleAccounts, googleTokenUses } from './tables';

// The database side of Google sign-in: which Kaizen account a Google `sub` belongs to, and which
// ID tokens were already used (tables.ts says why).

/** The Kaizen account linked to Google's subject, if any. */
export async function linkedUserId(db: Database, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: googleAccounts.userId })
    .from(googleAccounts)
    .where(eq(googleAccounts.subject, subject));
  return row?.userId ?? null;
}

/**
 * Links `subject` to the account unless either side is linked already (two first sign-ins at
 * once: the keys let one win). Answers whether the subject now belongs to that account.
 */
export async function linkGoogleAccount(
  db: Database,
  subject: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  await db.insert(googleAccounts).values({ subject, userId, linkedAt: now }).onConflictDoNothing();
  return (await linkedUserId(db, subject)) === userId;
}

const tokenHash = (credential: string) => createHash('sha256').update(credential).digest('hex');

/**
 * Records the use of an ID token valid until `expiresAt`; false when it was used before (the
 * primary key refuses the second insert, so parallel replays get one true between them).
 */
export async function claimTokenUse(
  db: Database,
  credential: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  // Expired rows can go: a replay of their token fails the expiry check first.
  await db.delete(googleTokenUses).where(lt(googleTokenUses.expiresAt, now));
  try {
    await db.insert(googleTokenUses).values({ tokenHash: tokenHash(credential), expiresAt });
    return true;
  } catch (error) {
    if (postgresErrorCode(error) === '23505') return false;
    throw error;
  }
}

/** The linked Google account in the person's export (its subject is theirs); gone with them. */
export const googlePersonalData: PersonalDataSection = {
  key: 'google_account',
  tables: ['google_accounts'],
  collect: (db, subject) =>
    db
      .select({ google_subject: googleAccounts.subject, linked_at: googleAccounts.linkedAt })
      .from(googleAccounts)
      .where(eq(googleAccounts.userId, subject.id)),
  erase: async (tx, subject) => {
    await tx.delete(googleAccounts).where(eq(googleAccounts.userId, subject.id));
  },
};
