import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DeviceInfo } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { organisations } from '../organisations/tables';
import { userViewColumns } from './queries';
import { deviceSessions, users, type SessionEndReason } from './tables';

// Data access of the device-session protocol (rules in sessions.ts).

const sessionByClient = (db: Database) =>
  db
    .select({
      id: deviceSessions.id,
      tokenHash: deviceSessions.tokenHash,
      previousTokenHash: deviceSessions.previousTokenHash,
      lastRotatedAt: deviceSessions.lastRotatedAt,
      expiresAt: deviceSessions.expiresAt,
      signedInAt: deviceSessions.signedInAt,
      endedReason: deviceSessions.endedReason,
      user: userViewColumns,
    })
    .from(deviceSessions)
    .innerJoin(users, eq(users.id, deviceSessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(deviceSessions.client, sql.placeholder('client')))
    .limit(1)
    .prepare('auth_session_by_client');

// Every authenticated request runs this query: prepared once per database, it is not rebuilt
// each time, and node-postgres keeps a named statement (and its plan) per connection.
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof sessionByClient>>();

/** The session of a device id with its user as SPEC §3 shows it: one query per request. */
export async function findSessionByClient(db: Database, client: string) {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = sessionByClient(db);
    preparedByDatabase.set(db, prepared);
  }
  const [row] = await prepared.execute({ client });
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByClient>>>;

/**
 * Replaces the token only if it is still the one presented: of parallel requests racing to
 * rotate, exactly one wins (PostgreSQL re-checks the WHERE after a concurrent update).
 */
export async function rotateToken(
  db: Database,
  change: { id: number; presentedHash: string; newHash: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(deviceSessions)
    .set({
      previousTokenHash: sql`${deviceSessions.tokenHash}`,
      tokenHash: change.newHash,
      lastRotatedAt: change.now,
      expiresAt: change.expiresAt,
    })
    .where(
      and(
        eq(deviceSessions.id, change.id),
        eq(deviceSessions.tokenHash, change.presentedHash),
        isNull(deviceSessions.endedAt),
      ),
    )
    .returning({ id: deviceSessions.id });
  return updated.length === 1;
}

/** Serialises session changes of one user (the device cap) by locking the user row. */
export async function lockUser(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertSession(db: Database, values: typeof deviceSessions.$inferInsert) {
  const [row] = await db.insert(deviceSessions).values(values).returning({ id: deviceSessions.id });
  if (!row) throw new Error('device session insert returned no row');
  return row.id;
}

/** Ends the user's live sessions beyond the newest `keep` ones. */
export async function endSessionsBeyond(db: Database, userId: number, keep: number, now: Date) {
  const surplus = db
    .select({ id: deviceSessions.id })
    .from(deviceSessions)
    .where(
      and(
        eq(deviceSessions.userId, userId),
        isNull(deviceSessions.endedAt),
        gt(deviceSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(deviceSessions.signedInAt), desc(deviceSessions.id))
    .offset(keep);
  await db
    .update(deviceSessions)
    .set({ endedAt: now, endedReason: 'device_limit' })
    .where(inArray(deviceSessions.id, surplus));
}

/** Forgets the user's sessions that ended or expired before `before`. */
export async function purgeSessions(db: Database, userId: number, before: Date) {
  await db
    .delete(deviceSessions)
    .where(
      and(
        eq(deviceSessions.userId, userId),
        or(lt(deviceSessions.endedAt, before), lt(deviceSessions.expiresAt, before)),
      ),
    );
}

export async function endSessions(
  db: Database,
  scope: { userId: number; reason: SessionEndReason; now: Date; exceptSessionId?: number },
) {
  await db
    .update(deviceSessions)
    .set({ endedAt: scope.now, endedReason: scope.reason })
    .where(
      and(
        eq(deviceSessions.userId, scope.userId),
        isNull(deviceSessions.endedAt),
        scope.exceptSessionId === undefined
          ? undefined
          : ne(deviceSessions.id, scope.exceptSessionId),
      ),
    );
}

export async function endSession(
  db: Database,
  sessionId: number,
  reason: SessionEndReason,
  now: Date,
) {
  await db
    .update(deviceSessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(deviceSessions.id, sessionId), isNull(deviceSessions.endedAt)));
}

export async function storeDeviceInfo(db: Database, sessionId: number, info: DeviceInfo) {
  await db
    .update(deviceSessions)
    .set({ deviceInfo: info })
    .where(
      and(
        eq(deviceSessions.id, sessionId),
        sql`${deviceSessions.deviceInfo} is distinct from ${JSON.stringify(info)}::jsonb`,
      ),
    );
}
