import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organisations } from '../organisations/tables';
import { passwordResetTokens, usedAppTokens, users } from './tables';

// Data access for accounts, reset links and app tokens. Every query names the user it acts on.

const credentialColumns = {
  id: users.id,
  email: users.email,
  mobile: users.mobile,
  firstname: users.firstname,
  usertype: users.usertype,
  passwordHash: users.passwordHash,
};

export async function findCredentialsBy(db: Database, field: 'email' | 'mobile', value: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(eq(field === 'email' ? users.email : users.mobile, value))
    .limit(1);
  return row;
}

export async function findCredentialsById(db: Database, userId: number) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** The user as SPEC §3 shows it, with the organisation's name (join organisations). */
const userViewColumns = {
  id: users.id,
  uuid: users.uuid,
  usertype: users.usertype,
  isVerified: users.isVerified,
  firebaseid: users.firebaseid,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  mobile: users.mobile,
  organisationId: users.organisationId,
  organisationName: organisations.name,
  firstTimeToAmahaUser: users.firstTimeToAmahaUser,
};

export async function findUserView(db: Database, where: { id: number } | { uuid: string }) {
  const [row] = await db
    .select(userViewColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where('id' in where ? eq(users.id, where.id) : eq(users.uuid, where.uuid))
    .limit(1);
  return row;
}
export type UserView = NonNullable<Awaited<ReturnType<typeof findUserView>>>;

export async function setPasswordHash(db: Database, userId: number, hash: string, now: Date) {
  await db.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertResetToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live reset token used and names its user; a token is consumed at most once. */
export async function consumeResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** A new password makes every other outstanding reset link of the user useless. */
export async function retireResetTokens(db: Database, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Records an app token's id; false when it was already used. */
export async function claimAppToken(db: Database, jti: string, expiresAt: Date, now: Date) {
  await db.delete(usedAppTokens).where(lt(usedAppTokens.expiresAt, now));
  const claimed = await db
    .insert(usedAppTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedAppTokens.jti });
  return claimed.length === 1;
}

/** Creates the account, or resets it to these values when the email exists (demo re-seeding). */
export async function upsertUserByEmail(db: Database, values: typeof users.$inferInsert) {
  const { createdAt: _createdAt, ...changes } = values;
  await db.insert(users).values(values).onConflictDoUpdate({ target: users.email, set: changes });
}

// An account's names and contact details, as other modules change them (customers: the
// profile's names, a confirmed email or mobile change); the id always comes from the session.

export async function setAccountNames(
  db: Database,
  userId: number,
  names: { firstname: string; lastname: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setAccountContact(
  db: Database,
  userId: number,
  kind: 'email' | 'mobile',
  value: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set(kind === 'email' ? { email: value, updatedAt: now } : { mobile: value, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function accountContact(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, mobile: users.mobile, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
