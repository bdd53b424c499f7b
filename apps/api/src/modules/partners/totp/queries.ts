import { TOTP_LOCK_MINUTES, TOTP_MAX_ATTEMPTS } from '@kaizen/contracts';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { totpEnrolments, totpVerifiedSessions } from '../tables';

// Data access of partner TOTP (rules in totp-service.ts). Every query is keyed by the member and
// their organisation.

type MemberKey = { organisationId: number; userId: number };

const enrolmentOf = (key: MemberKey) =>
  and(eq(totpEnrolments.organisationId, key.organisationId), eq(totpEnrolments.userId, key.userId));

export async function findEnrolment(db: Database, key: MemberKey) {
  const [row] = await db.select().from(totpEnrolments).where(enrolmentOf(key));
  return row ?? null;
}

/** A new unconfirmed enrolment, replacing an unconfirmed one; null when one is confirmed. */
export async function startEnrolment(
  db: Database,
  key: MemberKey,
  sealedSecret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(totpEnrolments)
    .values({ ...key, sealedSecret, createdAt: now })
    .onConflictDoUpdate({
      target: [totpEnrolments.organisationId, totpEnrolments.userId],
      set: {
        sealedSecret,
        createdAt: now,
        lastUsedStep: null,
        failedAttempts: 0,
        lockedUntil: null,
      },
      setWhere: isNull(totpEnrolments.confirmedAt),
    })
    .returning({ userId: totpEnrolments.userId });
  return rows.length === 1;
}

/**
 * Counts one attempt before the code is looked at; null while locked. The attempt that reaches
 * TOTP_MAX_ATTEMPTS locks for TOTP_LOCK_MINUTES (a right code then still unlocks, see
 * acceptStep). One UPDATE: its row lock lines parallel attempts up, so a burst cannot get past
 * the limit.
 */
export async function claimAttempt(db: Database, key: MemberKey, now: Date) {
  const attempts = sql`case when ${totpEnrolments.lockedUntil} is null then ${totpEnrolments.failedAttempts} + 1 else 1 end`;
  const lockUntil = new Date(now.getTime() + TOTP_LOCK_MINUTES * 60_000);
  const [row] = await db
    .update(totpEnrolments)
    .set({
      failedAttempts: attempts,
      lockedUntil: sql`case when ${attempts} >= ${TOTP_MAX_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        enrolmentOf(key),
        or(isNull(totpEnrolments.lockedUntil), lte(totpEnrolments.lockedUntil, now)),
      ),
    )
    .returning({ sealedSecret: totpEnrolments.sealedSecret });
  return row ?? null;
}

/**
 * Uses a right code's step: only a step later than the last one used is accepted, so a code (or
 * an older one) never works twice. Clears the attempt count and confirms a new enrolment.
 */
export async function acceptStep(
  db: Database,
  key: MemberKey,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(totpEnrolments)
    .set({
      lastUsedStep: step,
      failedAttempts: 0,
      lockedUntil: null,
      confirmedAt: sql`coalesce(${totpEnrolments.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        enrolmentOf(key),
        or(isNull(totpEnrolments.lastUsedStep), lt(totpEnrolments.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpEnrolments.userId });
  return rows.length === 1;
}

export async function markSessionVerified(
  db: Database,
  key: MemberKey & { deviceSessionId: number },
  now: Date,
): Promise<void> {
  await db
    .insert(totpVerifiedSessions)
    .values({ ...key, verifiedAt: now })
    .onConflictDoUpdate({
      target: totpVerifiedSessions.deviceSessionId,
      set: { organisationId: key.organisationId, verifiedAt: now },
    });
}

export async function sessionIsVerified(
  db: Database,
  key: MemberKey & { deviceSessionId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: totpVerifiedSessions.deviceSessionId })
    .from(totpVerifiedSessions)
    .where(
      and(
        eq(totpVerifiedSessions.deviceSessionId, key.deviceSessionId),
        eq(totpVerifiedSessions.organisationId, key.organisationId),
        eq(totpVerifiedSessions.userId, key.userId),
      ),
    );
  return row !== undefined;
}

/**
 * The console's reset: the member of this organisation (by uuid) loses the enrolment and every
 * device session's verification; false when no such member has one.
 */
export async function resetEnrolment(
  db: Database,
  organisationId: number,
  memberUuid: string,
): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.uuid, memberUuid), eq(users.organisationId, organisationId)));
  if (!member) return false;
  const key = { organisationId, userId: member.id };
  const removed = await db
    .delete(totpEnrolments)
    .where(enrolmentOf(key))
    .returning({ userId: totpEnrolments.userId });
  await db
    .delete(totpVerifiedSessions)
    .where(
      and(
        eq(totpVerifiedSessions.organisationId, organisationId),
        eq(totpVerifiedSessions.userId, member.id),
      ),
    );
  return removed.length === 1;
}
