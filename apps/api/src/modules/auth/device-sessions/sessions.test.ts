import { UNAUTHENTICATED_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { SESSION_POLICY } from './sessions';
import { sessionFrom, signIn, signUp, validateToken } from '../../../test/auth';

// The token protocol of SPEC §4 and §7: rotation, its grace window, expiry and the device cap
// (a lost rotation in rotation.test.ts).
const GRACE = SESSION_POLICY.rotationGraceMs;
const DAY = 86_400_000;

describe('device session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => t.app.close());

  it('refuses a request without a session, with a wrong token or with another device id', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const refusals = [
      {},
      { client: a.session.client },
      { ...a.session, 'access-token': 'A'.repeat(22) },
      { ...a.session, client: b.session.client },
      { ...a.session, client: 'no-such-client' },
    ];
    for (const headers of refusals) {
      const response = await validateToken(t.app, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errors: [UNAUTHENTICATED_MESSAGE] });
    }
  });

  it('rotates the token at most every 5 s and refuses the old one 5 s after the new one was used', async () => {
    const { session } = await signUp(t.app);
    const first = await validateToken(t.app, session);
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-token']).toBeUndefined(); // within 5 s of sign-in

    t.clock.advance(GRACE);
    const rotated = await validateToken(t.app, session);
    expect(rotated.statusCode).toBe(200);
    const next = sessionFrom(rotated);
    expect(next['access-token']).not.toBe(session['access-token']);
    expect(next.client).toBe(session.client);
    expect(rotated.headers['token-type']).toBe('Bearer');

    t.clock.advance(GRACE - 1);
    const oldInWindow = await validateToken(t.app, session);
    expect(oldInWindow.statusCode).toBe(200);
    expect(oldInWindow.headers['access-token']).toBeUndefined();
    const newInWindow = await validateToken(t.app, next);
    expect(newInWindow.statusCode).toBe(200);
    expect(newInWindow.headers['access-token']).toBeUndefined();

    // Requests sent with the old token before the new one arrived may still land for 5 s.
    t.clock.advance(GRACE - 1);
    expect((await validateToken(t.app, session)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await validateToken(t.app, session)).statusCode).toBe(401);
    const again = await validateToken(t.app, next);
    expect(again.statusCode).toBe(200);
    expect(again.headers['access-token']).toEqual(expect.any(String));
  });

  it('answers 20 parallel requests with one token without a spurious 401, rotating once', async () => {
    let { session } = await signUp(t.app);
    // Several rounds: on a PostgreSQL server the requests really race for the rotation.
    for (let round = 0; round < 3; round++) {
      t.clock.advance(GRACE + 1000);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => validateToken(t.app, session)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const rotated = responses.filter((response) => response.headers['access-token']);
      expect(rotated).toHaveLength(1);
      const [winner] = rotated;
      if (!winner) throw new Error('no rotation');
      session = sessionFrom(winner);
    }
    expect((await validateToken(t.app, session)).statusCode).toBe(200);
  });

  it('slides the expiry by 2 weeks on use and signs out an idle device', async () => {
    const { session } = await signUp(t.app);
    const signedInAt = t.clock.now().getTime();
    expect(Number(session.expiry)).toBe(Math.floor((signedInAt + 14 * DAY) / 1000));

    t.clock.advance(14 * DAY - 1000);
    const used = await validateToken(t.app, session);
    expect(used.statusCode).toBe(200);
    const slid = sessionFrom(used);
    expect(Number(slid.expiry)).toBe(Math.floor((t.clock.now().getTime() + 14 * DAY) / 1000));

    t.clock.advance(14 * DAY);
    expect((await validateToken(t.app, slid)).statusCode).toBe(401);
  });

  it('ends every session 30 days after sign-in, however often it is used', async () => {
    let { session } = await signUp(t.app);
    const capMs = t.clock.now().getTime() + 30 * DAY;
    for (let day = 0; day < 2; day++) {
      t.clock.advance(13 * DAY);
      const response = await validateToken(t.app, session);
      expect(response.statusCode).toBe(200);
      session = sessionFrom(response);
    }
    expect(Number(session.expiry)).toBe(Math.floor(capMs / 1000));
    t.clock.set(new Date(capMs - 1000));
    expect((await validateToken(t.app, session)).statusCode).toBe(200);
    t.clock.set(new Date(capMs));
    expect((await validateToken(t.app, session)).statusCode).toBe(401);
  });

  it('keeps at most 10 devices per user: an 11th sign-in ends the oldest', async () => {
    const user = await signUp(t.app);
    const devices = [user.session];
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1000);
      const response = await signIn(t.app, user.email);
      expect(response.statusCode).toBe(200);
      devices.push(sessionFrom(response));
    }
    const [oldest, ...newest] = devices;
    if (!oldest) throw new Error('no devices');
    expect((await validateToken(t.app, oldest)).statusCode).toBe(401);
    for (const device of newest) expect((await validateToken(t.app, device)).statusCode).toBe(200);
  });
});
