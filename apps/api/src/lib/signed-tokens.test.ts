import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
const now = new Date('2026-03-01T10:00:00Z');

describe('signed tokens (HS256, one audience per purpose)', () => {
  it('round-trips the claims for the audience it was made for', async () => {
    const token = await signToken(secret, 'realtime', { sub: 'fid-1', uid: 7 }, 3600, now);
    const claims = await verifyToken(secret, 'realtime', token, now);
    expect(claims).toMatchObject({ sub: 'fid-1', uid: 7, aud: 'realtime', iss: 'kaizen' });
    expect(claims?.exp).toBe(Math.floor(now.getTime() / 1000) + 3600);
  });

  it('refuses another audience, another secret, a tampered payload and an expired token', async () => {
    const token = await signToken(secret, 'app', { sub: '42' }, 60, now);
    expect(await verifyToken(secret, 'realtime', token, now)).toBeNull();
    expect(await verifyToken(`${secret}-other`, 'app', token, now)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '43',
      }),
    ).toString('base64url');
    expect(await verifyToken(secret, 'app', `${header}.${forged}.${signature}`, now)).toBeNull();
    expect(await verifyToken(secret, 'app', token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('gives every token its own id', async () => {
    const a = await signToken(secret, 'app', { sub: '1' }, 60, now);
    const b = await signToken(secret, 'app', { sub: '1' }, 60, now);
    expect(a).not.toBe(b);
  });
});
