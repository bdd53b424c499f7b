import { returnPathSchema } from '@kaizen/contracts';
import type { Config } from '../../config';
import { hmacHex } from '../../lib/hmac';
import { signToken, verifyToken } from '../../lib/signed-tokens';
import type { Database } from '../../db/client';
import { authSecret, credentialIsLive, sessionClaims } from '../auth/service';

// The video session host (SPEC §4 Join session). The web navigates to
// {SESSION_HOST_URL}/{bookingId}/{base64 of { token, redirectUrl }}/{platform}; the token is
// issued here, by the bookings module, only for a participant inside the join window.

/** The join window opens this long before the start (SPEC §4) and closes at the end. */
const JOIN_WINDOW_OPENS_MS = 10 * 60_000;
const SESSION_PLATFORMS = ['android', 'ios', 'website'] as const;
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

interface JoinTokenInput {
  bookingId: string;
  userId: number;
  /** The device session that asked for it: the link dies with that session. */
  sessionId: number;
  displayName: string;
  startsAt: Date;
  endsAt: Date;
  /** The person's IANA time zone, for "opens at 06:00 PM"; India's by default. */
  timeZone?: string;
}

/**
 * A token for one person and one booking, valid for that booking's join window only: it is
 * "issued" at the moment the window opens and expires at the session's end, so it needs no clock
 * and cannot be used for another session or after this one.
 */
export function issueJoinToken(config: Config, input: JoinTokenInput): Promise<string> {
  const opensAt = new Date(input.startsAt.getTime() - JOIN_WINDOW_OPENS_MS);
  const lifetimeSeconds = Math.max(
    1,
    Math.ceil((input.endsAt.getTime() - opensAt.getTime()) / 1000),
  );
  const claims = {
    sub: String(input.userId),
    ...sessionClaims({ userId: input.userId, sessionId: input.sessionId }),
    bid: input.bookingId,
    name: input.displayName,
    starts: input.startsAt.toISOString(),
    tz: input.timeZone ?? DEFAULT_TIME_ZONE,
  };
  return signToken(authSecret(config), 'session-join', claims, lifetimeSeconds, opensAt);
}

export type JoinCheck =
  | { ok: true; displayName: string; room: string; redirectUrl: string }
  | {
      ok: false;
      reason: 'malformed' | 'invalid' | 'signed-out' | 'too-early' | 'expired';
      redirectUrl: string;
      opensAt?: Date;
      timeZone?: string;
    };

/** Where the way-back button may lead: a path of this site or PUBLIC_URL; otherwise home. */
function safeRedirect(config: Config, candidate: unknown): string {
  if (typeof candidate !== 'string') return '/';
  if (returnPathSchema.safeParse(candidate).success) return candidate;
  try {
    const url = new URL(candidate);
    const home = new URL(config.PUBLIC_URL);
    if (url.origin === home.origin) return url.href;
  } catch {
    // not a URL at all
  }
  return '/';
}

function decodePayload(payload: string): { token: string; redirectUrl: unknown } | null {
  try {
    // Accepts base64 and base64url (the path-safe form the web should send).
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const { token, redirectUrl } = json as Record<string, unknown>;
    return typeof token === 'string' ? { token, redirectUrl } : null;
  } catch {
    return null;
  }
}

/** An unguessable room per booking: an HMAC of its id, so nobody can walk into another's room. */
export const roomName = (config: Config, bookingId: string): string =>
  `kaizen-${hmacHex(authSecret(config), `session-room:${bookingId}`).slice(0, 32)}`;

/**
 * Checks a join link: the payload decodes, the token is signed by us for this booking, the
 * platform is known, now is inside the join window, and the device session it was issued to
 * still stands (signed out, remove_all, a password change or reset revoke it).
 */
export async function checkJoinLink(
  db: Database,
  config: Config,
  link: { bookingId: string; payload: string; platform: string },
  now: Date,
): Promise<JoinCheck> {
  const decoded = decodePayload(link.payload);
  const redirectUrl = safeRedirect(config, decoded?.redirectUrl);
  const knownPlatform = (SESSION_PLATFORMS as readonly string[]).includes(link.platform);
  if (!decoded || !knownPlatform) return { ok: false, reason: 'malformed', redirectUrl };

  // Verified at the moment the window opens, when a genuine token is always current, so that a
  // bad signature and a merely expired link can be told apart; the window is checked after.
  const starts = unverifiedStart(decoded.token);
  const claims = starts
    ? await verifyToken(
        authSecret(config),
        'session-join',
        decoded.token,
        new Date(starts.getTime() - JOIN_WINDOW_OPENS_MS),
      )
    : null;
  if (!claims || claims.bid !== link.bookingId || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid', redirectUrl };
  }
  const opensAt = new Date(new Date(String(claims.starts)).getTime() - JOIN_WINDOW_OPENS_MS);
  const timeZone = typeof claims.tz === 'string' ? claims.tz : DEFAULT_TIME_ZONE;
  if (now < opensAt) return { ok: false, reason: 'too-early', redirectUrl, opensAt, timeZone };
  if (now.getTime() >= claims.exp * 1000) return { ok: false, reason: 'expired', redirectUrl };
  if (!(await credentialIsLive(db, claims, now))) {
    return { ok: false, reason: 'signed-out', redirectUrl };
  }
  return {
    ok: true,
    displayName: typeof claims.name === 'string' ? claims.name : 'Guest',
    room: roomName(config, link.bookingId),
    redirectUrl,
  };
}

/** The start claimed by a token, read before its signature is checked (then verified). */
function unverifiedStart(token: string): Date | null {
  try {
    const body = token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      starts?: unknown;
    };
    const starts = new Date(String(claims.starts));
    return Number.isNaN(starts.getTime()) ? null : starts;
  } catch {
    return null;
  }
}
