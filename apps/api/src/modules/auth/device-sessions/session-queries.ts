import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DeviceInfo } from '@kaizen/contracts';
import { queryRows, timestampFromRow, type Database } from '../../../db/client';
import type { UserView } from '../queries';
import { deviceSessions, users, type SessionEndReason } from '../tables';

// Data access of the device-session protocol (rules in sessions.ts).

interface SessionLookupRow {
  id: number;
  revision: number;
  token_hash: string;
  previous_token_hash: string | null;
  previous_token_expires_at: string | null;
  last_rotated_at: string;
  token_seen_at: string | null;
  expires_at: string;
  signed_in_at: string;
  ended_reason: SessionEndReason | null;
  user_id: number;
  user_uuid: string;
  usertype: string;
  is_verified: boolean;
  firebaseid: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string | null;
  organisation_id: number | null;
  organisation_name: string | null;
  first_time_to_amaha_user: boolean;
}

const optionalTimestamp = (value: string | null) =>
  value === null ? null : timestampFromRow(value);

/**
 * The session of a device id with its user as SPEC §3 shows it (the columns of userViewColumns):
 * one call per request. Every authenticated request runs it, so it is a PL/pgSQL function
 * (migrations 0001 and 0005) whose plan the database keeps instead of planning the join on every
 * call, answering one json value (both drivers parse json; timestamps arrive as ISO text).
 */
export async function findSessionByClient(db: Database, client: string) {
  const [result] = await queryRows<{ session: SessionLookupRow | null }>(
    db,
    sql`select auth_session_by_client(${client}) as session`,
  );
  const row = result?.session;
  if (!row) return undefined;
  return {
    id: row.id,
    revision: row.revision,
    tokenHash: row.token_hash,
    previousTokenHash: row.previous_token_hash,
    previousTokenExpiresAt: optionalTimestamp(row.previous_token_expires_at),
    lastRotatedAt: timestampFromRow(row.last_rotated_at),
    tokenSeenAt: optionalTimestamp(row.token_seen_at),
    expiresAt: timestampFromRow(row.expires_at),
    signedInAt: timestampFromRow(row.signed_in_at),
    endedReason: row.ended_reason,
    user: {
      id: row.user_id,
      uuid: row.user_uuid,
      usertype: row.usertype,
      isVerified: row.is_verified,
      firebaseid: row.firebaseid,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      mobile: row.mobile,
      organisationId: row.organisation_id,
      organisationName: row.organisation_name,
      firstTimeToAmahaUser: row.first_time_to_amaha_user,
    } satisfies UserView,
  };
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByClient>>>;

/**
 * The current revision (migration 0010) of each of these device sessions, by id, in one
 * primary-key read: whether cached lookups still hold. A session whose row is gone (purged, user
 * erased) is absent.
 */
export async function sessionRevisions(
  db: Database,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; revision: number }>(
    db,
    sql`select id, revision from device_sessions where id in ${sessionIds}`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.revision)]));
}

/** What a token change expects of the row (else another request changed it first). */
interface TokenExpectation {
  id: number;
  tokenHash: string;
  /** The previous token must still be this one. */
  previousTokenHash?: string;
  /** The current token must not have been presented yet. */
  unseen?: boolean;
}

/**
 * Changes the tokens of a live session only if the row is still as `expected`: of parallel
 * requests racing to change it, exactly one wins (PostgreSQL re-checks the WHERE after a
 * concurrent update). Answers the row's new revision for the winner, undefined for the others.
 * The revision trigger (migration 0010) makes every instance drop its cached copy.
 */
export async function changeTokens(
  db: Database,
  expected: TokenExpectation,
  set: Partial<
    Pick<
      typeof deviceSessions.$inferInsert,
      | 'tokenHash'
      | 'previousTokenHash'
      | 'previousTokenExpiresAt'
      | 'lastRotatedAt'
      | 'tokenSeenAt'
      | 'expiresAt'
    >
  >,
): Promise<number | undefined> {
  const [updated] = await db
    .update(deviceSessions)
    .set(set)
    .where(
      and(
        eq(deviceSessions.id, expected.id),
        eq(deviceSessions.tokenHash, expected.tokenHash),
        expected.previousTokenHash === undefined
          ? undefined
          : eq(deviceSessions.previousTokenHash, expected.previousTokenHash),
        expected.unseen ? isNull(deviceSessions.tokenSeenAt) : undefined,
        isNull(deviceSessions.endedAt),
      ),
    )
    .returning({ revision: deviceSessions.revision });
  return updated?.revision;
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

/**
 * Whether a device session still stands: not ended (sign-out, remove_all, password change or
 * reset) and not expired. Every credential handed to a device (fb_token, app token, join token)
 * names its session and is honoured only while this holds.
 */
export async function isSessionLive(
  db: Database,
  session: { id: number; userId: number },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: deviceSessions.id })
    .from(deviceSessions)
    .where(
      and(
        eq(deviceSessions.id, session.id),
        eq(deviceSessions.userId, session.userId),
        isNull(deviceSessions.endedAt),
        gt(deviceSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
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
