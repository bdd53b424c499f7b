import {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  UID_HEADER,
  EXPIRY_HEADER,
  TOKEN_TYPE_HEADER,
} from '@kaizen/contracts';
import { DEVICE_LOGGED_OUT_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@kaizen/contracts';
import type { DeviceInfo } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { forbidden, unauthorized } from '../../../lib/http-errors';
import type {
  SessionCredentials,
  SessionVerifier,
  VerifiedSession,
} from '../../../plugins/authenticate';
import { createSessionLookupCache, type SessionLookupCache } from './session-cache';
import {
  endSessionsBeyond,
  insertSession,
  lockUser,
  purgeSessions,
  changeTokens,
  type SessionRow,
} from './session-queries';
import { digestsEqual, randomToken, sha256Hex } from '../secure-tokens';
import type { SessionEndReason } from '../tables';
import { inTransaction } from '../transaction';

// The device-session token protocol of SPEC §4 and §7 (devise_token_auth, hardened).

const SECOND = 1000;
const DAY = 86_400 * SECOND;
export const SESSION_POLICY = {
  /**
   * No new token is issued this soon after the last one (a batch of parallel calls shares one),
   * and the previous token stays valid this long after the new one was first presented (requests
   * sent with it before are still in flight).
   */
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

// Why the previous token lives until the new one is seen, not for a fixed time: the response that
// carries a rotated token can be lost (the page navigated away, the network dropped, a web view
// was suspended) and the device then still holds only the previous token. Refusing it after a
// few seconds signed people out in the middle of what they were doing. So the previous token
// stays valid until the current one is first presented (plus the grace for requests already in
// flight), which proves the device has it; a stolen previous token is useless from then on. Its
// life is bounded anyway by the idle expiry the session had when it was replaced, and every
// revocation (sign-out, remove_all, password change or reset, device cap, expiry) ends the row
// and with it both tokens.
function previousStillValid(row: SessionRow, now: Date): boolean {
  if (!row.previousTokenExpiresAt || now >= row.previousTokenExpiresAt) return false;
  if (!row.tokenSeenAt) return true;
  return now.getTime() - row.tokenSeenAt.getTime() < SESSION_POLICY.rotationGraceMs;
}

function matchToken(row: SessionRow, presentedHash: string, now: Date): Match {
  if (digestsEqual(presentedHash, row.tokenHash)) return 'current';
  if (!row.previousTokenHash || !digestsEqual(presentedHash, row.previousTokenHash)) return null;
  return previousStillValid(row, now) ? 'previous' : null;
}

type TokenChange = Parameters<typeof changeTokens>[2];

/**
 * What a verified request changes, if anything. With the current token: a new token once the
 * grace has passed since the last one (the presented one becomes the previous), else the first
 * presentation retires the previous token. With the previous token while the current one is
 * unseen: a new current token replaces the unseen one (whose response was probably lost), and the
 * previous token stays, so the device always holds a token that works; one per grace period, so
 * a burst of requests with the old token gets one new token, not one each.
 */
function tokenChange(
  row: SessionRow,
  match: 'current' | 'previous',
  presentedHash: string,
  now: Date,
  rotate: boolean,
): { issue: boolean; change: TokenChange; unseen: boolean } | null {
  const issueDue = now.getTime() - row.lastRotatedAt.getTime() >= SESSION_POLICY.rotationGraceMs;
  const expiresAt = slidingExpiry(now, row.signedInAt);
  if (match === 'previous') {
    if (!rotate || !issueDue || row.tokenSeenAt) return null;
    return { issue: true, change: { lastRotatedAt: now, expiresAt }, unseen: true };
  }
  if (rotate && issueDue) {
    const change = {
      previousTokenHash: presentedHash,
      previousTokenExpiresAt: expiresAt,
      lastRotatedAt: now,
      tokenSeenAt: null,
      expiresAt,
    };
    return { issue: true, change, unseen: false };
  }
  if (row.tokenSeenAt || !row.previousTokenHash || !previousStillValid(row, now)) return null;
  return { issue: false, change: { tokenSeenAt: now }, unseen: true };
}

async function verifySession(
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
      ? forbidden(DEVICE_LOGGED_OUT_MESSAGE, 'device_logged_out')
      : unauthorized(UNAUTHENTICATED_MESSAGE);
  }
  if (now >= row.expiresAt) throw unauthorized(UNAUTHENTICATED_MESSAGE);

  const user = { ...row.user, deviceSessionId: row.id };
  const planned = tokenChange(row, match, presentedHash, now, rotate);
  if (!planned) return { user, rotatedHeaders: null };

  const token = planned.issue ? randomToken() : undefined;
  const change = token ? { ...planned.change, tokenHash: sha256Hex(token) } : planned.change;
  const revision = await changeTokens(
    db,
    {
      id: row.id,
      tokenHash: row.tokenHash,
      ...(match === 'previous' ? { previousTokenHash: presentedHash } : {}),
      unseen: planned.unseen,
    },
    change,
  );
  // Another request changed the row first (a parallel rotation, re-issue or first presentation):
  // check again from the fresh row, without changing it.
  if (revision === undefined) {
    lookups.forget(presentedHash);
    return verifySession(db, lookups, credentials, now, false);
  }
  // This instance knows the row after its own change: the device's next request starts from it.
  // Copies under other token hashes no longer match the revision and are read again.
  const changed: SessionRow = { ...row, ...change, revision };
  lookups.forget(presentedHash);
  lookups.remember(change.tokenHash ?? presentedHash, client, changed, now);
  if (!token) return { user, rotatedHeaders: null };
  return { user, rotatedHeaders: sessionHeaders(token, client, row.user.email, changed.expiresAt) };
}

/** One per API instance: its session lookup cache lives as long as the app. */
export function createSessionVerifier(db: Database, clock: Clock): SessionVerifier {
  const lookups = createSessionLookupCache(db);
  return {
    verify: (credentials, { rotate }) =>
      verifySession(db, lookups, credentials, clock.now(), rotate),
  };
}
