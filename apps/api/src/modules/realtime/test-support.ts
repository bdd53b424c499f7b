import crypto from 'node:crypto';
import type { App } from '../../app';
import { signToken } from '../../lib/signed-tokens';
import { TEST_AUTH_SECRET, uniqueEmail } from '../../test/app';
import { deviceSessions, users } from '../auth/tables';

export interface RealtimeTestUser {
  id: number;
  firebaseid: string;
  fbToken: string;
}

/** A stored user and an fb_token for it, as sign-in hands one out (SPEC §3). */
export async function createRealtimeUser(app: App, ttlSeconds = 3600): Promise<RealtimeTestUser> {
  const now = app.clock.now();
  const firebaseid = crypto.randomBytes(21).toString('base64url');
  const [user] = await app.db
    .insert(users)
    .values({
      firebaseid,
      firstname: 'Realtime',
      lastname: 'Tester',
      email: uniqueEmail('realtime'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  // An fb_token is honoured only while the device session it names stands.
  const [session] = await app.db
    .insert(deviceSessions)
    .values({
      userId: user.id,
      client: crypto.randomBytes(16).toString('base64url'),
      tokenHash: crypto.randomBytes(32).toString('hex'),
      lastRotatedAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      signedInAt: now,
    })
    .returning({ id: deviceSessions.id });
  if (!session) throw new Error('device session insert returned nothing');
  const fbToken = await signToken(
    TEST_AUTH_SECRET,
    'realtime',
    { sub: firebaseid, uid: user.id, sid: session.id },
    ttlSeconds,
    now,
  );
  return { id: user.id, firebaseid, fbToken };
}
