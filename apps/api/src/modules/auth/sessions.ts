import {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  UID_HEADER,
  EXPIRY_HEADER,
  TOKEN_TYPE_HEADER,
} from '@kaizen/contracts';
import { DEVICE_LOGGED_OUT_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@kaizen/contracts';
import type { DeviceInfo } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { forbidden, unauthorized } from '../../lib/http-errors';
import type {
  SessionCredentials,
  SessionVerifier,
  VerifiedSession,
} from '../../plugins/authenticate';
import { createSessionLookupCache, type SessionLookupCache } from './session-cache';
import {
  endSessionsBeyond,
  insertSession,
  lockUser,
  purgeSessions,
  rotateToken,
  type SessionRow,
} from './session-queries';
import { digestsEqual, randomToken, sha256Hex } from './secure-tokens';
import type { SessionEndReason } from './tables';
import { inTransaction } from './transaction';

// The device-session token protocol of SPEC §4 and §7 (devise_token_auth, hardened).

const SECOND = 1000;
const DAY = 86_400 * SECOND;
export const SESSION_POLICY = {
  /** Requests this soon after a rotation (a batch of parallel calls) keep the current token. */
  rotationGraceMs: 5 * SECOND,
  slidingTtlMs: 14 * DAY,
  absoluteTtlMs: 30 * DAY,
  maxDevicesPerUser: 10,
  /** Ended rows are kept this long so that a device can still be told it was logged out. */
  endedRetentionMs: 30 * DAY,
} as const;

/** Ends that came from another device: that device answers 403 device logged out, not 401. */
const ENDED_ELSEWHERE: readonly SessionEndReason[] = [
  'remove_all',
  'password_changed',
  'password_reset',
];

export type SessionHeaders = Record<string, string>;

function sessionHeaders(token: string, client: string, uid: string, expiresAt: Date) {
  return {
    [ACCESS_TOKEN_HEADER]: token,
    [CLIENT_HEADER]: client,
    [UID_HEADER]: uid,
    [EXPIRY_HEADER]: String(Math.floor(expiresAt.getTime() / 1000)),
    [TOKEN_TYPE_HEADER]: 'Bearer',
  };
}

const slidingExpiry = (now: Date, signedInAt: Date): Date =>
  new Date(
    Math.min(
      now.getTime() + SESSION_POLICY.slidingTtlMs,
      signedInAt.getTime() + SESSION_POLICY.absoluteTtlMs,
    ),
  );

/** Signs a device in: a new client id and token; the oldest device beyond the cap is ended. */
export async function startDeviceSession(
  db: Database,
  user: { id: number; email: string },
  now: Date,
  deviceInfo?: DeviceInfo,
): Promise<{ sessionId: number; headers: SessionHeaders }> {
  const token = randomToken();
  const client = randomToken();
  const expiresAt = slidingExpiry(now, now);
  const sessionId = await inTransaction(db, async (tx) => {
    await lockUser(tx, user.id);
    const id = await insertSession(tx, {
      userId: user.id,
      client,
      tokenHash: sha256Hex(token),
      lastRotatedAt: now,
      expiresAt,
      signedInAt: now,
      deviceInfo: deviceInfo ?? null,
    });
    await endSessionsBeyond(tx, user.id, SESSION_POLICY.maxDevicesPerUser, now);
    await purgeSessions(tx, user.id, new Date(now.getTime() - SESSION_POLICY.endedRetentionMs));
    return id;
  });
  return { sessionId, headers: sessionHeaders(token, client, user.email, expiresAt) };
}

type Match = 'current' | 'previous' | null;

function matchToken(row: SessionRow, presentedHash: string, now: Date): Match {
  if (digestsEqual(presentedHash, row.tokenHash)) return 'current';
  const inGrace = now.getTime() - row.lastRotatedAt.getTime() < SESSION_POLICY.rotationGraceMs;
  if (inGrace && row.previousTokenHash && digestsEqual(presentedHash, row.previousTokenHash)) {
    return 'previous';
  }
  return null;
}

export async function verifySession(
  db: Database,
  lookups: SessionLookupCache,
  credentials: SessionCredentials,
  now: Date,
  rotate: boolean,
): Promise<VerifiedSession> {
  // The client id finds the session and the token proves it; the uid header (the email) is not
  // needed, so a client whose stored uid is stale after an email change is not signed out.
  const { client, accessToken } = credentials;
  if (!client || !accessToken) throw unauthorized(UNAUTHENTICATED_MESSAGE);
  const presentedHash = sha256Hex(accessToken);
  const { row, fresh } = await lookups.find(client, presentedHash, now);
  const match = row ? matchToken(row, presentedHash, now) : null;
  if (!row || !match) throw unauthorized(UNAUTHENTICATED_MESSAGE);
  if (fresh) lookups.remember(presentedHash, client, row, now);
  if (row.endedReason) {
    throw ENDED_ELSEWHERE.includes(row.endedReason)
      ? forbidden(DEVICE_LOGGED_OUT_MESSAGE)
      : unauthorized(UNAUTHENTICATED_MESSAGE);
  }
  if (now >= row.expiresAt) throw unauthorized(UNAUTHENTICATED_MESSAGE);

  const user = { ...row.user, deviceSessionId: row.id };
  const rotationDue = now.getTime() - row.lastRotatedAt.getTime() >= SESSION_POLICY.rotationGraceMs;
  if (!rotate || match !== 'current' || !rotationDue) return { user, rotatedHeaders: null };

  const token = randomToken();
  const newHash = sha256Hex(token);
  const expiresAt = slidingExpiry(now, row.signedInAt);
  const revision = await rotateToken(db, { id: row.id, presentedHash, newHash, now, expiresAt });
  // Lost the race to a parallel request: the presented token is now the previous one, valid
  // inside the grace window. Check again from the fresh row, without rotating.
  if (revision === undefined) {
    lookups.forget(presentedHash);
    return verifySession(db, lookups, credentials, now, false);
  }
  // This instance knows the row after its own rotation: the device's next request (with the new
  // token) starts from it. The old token's copy no longer matches the revision and is dropped.
  lookups.forget(presentedHash);
  lookups.remember(
    newHash,
    client,
    {
      ...row,
      revision,
      tokenHash: newHash,
      previousTokenHash: presentedHash,
      lastRotatedAt: now,
      expiresAt,
    },
    now,
  );
  return { user, rotatedHeaders: sessionHeaders(token, client, row.user.email, expiresAt) };
}

/** One per API instance: its session lookup cache lives as long as the app. */
export function createSessionVerifier(db: Database, clock: Clock): SessionVerifier {
  const lookups = createSessionLookupCache(db);
  return {
    verify: (credentials, { rotate }) =>
      verifySession(db, lookups, credentials, clock.now(), rotate),
  };
}
