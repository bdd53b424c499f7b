import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import {
  membershipGrants,
  organisationEmailConfirmations,
  organisationInvitations,
} from './tables';

// Data access of membership and its proofs (rules in membership.ts).

/**
 * Makes a patient (or a member of another organisation) a member; clinicians stay as they are.
 * Every grant carries its proof, so the account is verified by it (SPEC §6: a member is shown
 * as a verified organisation account only when is_verified is true).
 */
export async function setMembership(
  db: Database,
  grant: { userId: number; organisationId: number; proof: string; proofReference: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({
      organisationId: grant.organisationId,
      usertype: 'member',
      isVerified: true,
      updatedAt: now,
    })
    .where(and(eq(users.id, grant.userId), inArray(users.usertype, ['patient', 'member'])))
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await db.insert(membershipGrants).values({ ...grant, grantedAt: now });
  return true;
}

export async function insertInvitation(
  db: Database,
  values: typeof organisationInvitations.$inferInsert,
): Promise<void> {
  await db.insert(organisationInvitations).values(values);
}

/** Marks a live invitation accepted by this user; an invitation is accepted once. */
export async function claimInvitation(db: Database, tokenHash: string, userId: number, now: Date) {
  const [row] = await db
    .update(organisationInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(
        eq(organisationInvitations.tokenHash, tokenHash),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.expiresAt, now),
      ),
    )
    .returning({
      id: organisationInvitations.id,
      organisationId: organisationInvitations.organisationId,
    });
  return row;
}

export async function insertEmailConfirmation(
  db: Database,
  values: typeof organisationEmailConfirmations.$inferInsert,
): Promise<void> {
  await db.insert(organisationEmailConfirmations).values(values);
}

/** Takes a live confirmation (each link works once) while its user still has that email. */
export async function takeEmailConfirmation(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(organisationEmailConfirmations)
    .where(
      and(
        eq(organisationEmailConfirmations.tokenHash, tokenHash),
        gt(organisationEmailConfirmations.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return undefined;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  return owner?.email === row.email ? row : undefined;
}
