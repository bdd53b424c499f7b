import { validateTokenResponseSchema } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../../lib/signed-tokens';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/app';
import { FB_TOKEN_TTL_SECONDS } from '../serialize-user';
import { deviceSessions } from '../tables';
import { FB_TOKEN_REUSE } from './fb-token-cache';
import { sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';

describe('GET /api/authenticate/validate_token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const validate = (session: ClientSession, deviceInfo?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/authenticate/validate_token',
      headers: session,
      query: deviceInfo === undefined ? {} : { device_info: deviceInfo },
    });
  const storedDeviceInfo = async (client: string) => {
    const [row] = await t.app.db
      .select({ deviceInfo: deviceSessions.deviceInfo })
      .from(deviceSessions)
      .where(eq(deviceSessions.client, client));
    return row?.deviceInfo;
  };

  it('answers success with the user and an fb_token scoped to their firebaseid', async () => {
    const user = await signUp(t.app);
    const response = await validate(user.session);
    expect(response.statusCode).toBe(200);
    const body = validateTokenResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ id: user.id, email: user.email, usertype: 'patient' });
    const claims = await verifyToken(
      TEST_AUTH_SECRET,
      'realtime',
      body.data.fb_token,
      t.clock.now(),
    );
    expect(claims).toMatchObject({ sub: body.data.firebaseid, uid: user.id });
    expect((claims?.exp ?? 0) - Math.floor(t.clock.now().getTime() / 1000)).toBe(
      FB_TOKEN_TTL_SECONDS,
    );
  });

  it('hands a device session the same fb_token for a minute, then a newly signed one', async () => {
    const user = await signUp(t.app);
    const fbTokenOf = async (session: ClientSession) => {
      const response = await validate(session);
      expect(response.statusCode).toBe(200);
      // Within the rotation grace no new token is issued: the device keeps the one it has.
      const rotated = response.headers['access-token'] ? sessionFrom(response) : session;
      return { token: response.json().data.fb_token as string, session: rotated };
    };
    const first = await fbTokenOf(user.session);
    t.clock.advance(FB_TOKEN_REUSE.ms - 1000);
    const again = await fbTokenOf(first.session);
    expect(again.token).toBe(first.token);

    const otherDevice = sessionFrom(await signIn(t.app, user.email));
    const other = await fbTokenOf(otherDevice);
    expect(other.token).not.toBe(first.token);
    expect(
      await verifyToken(TEST_AUTH_SECRET, 'realtime', other.token, t.clock.now()),
    ).toMatchObject({ sub: user.user.firebaseid, uid: user.id });

    t.clock.advance(1000);
    const later = await fbTokenOf(again.session);
    expect(later.token).not.toBe(first.token);
    const claims = await verifyToken(TEST_AUTH_SECRET, 'realtime', later.token, t.clock.now());
    expect((claims?.exp ?? 0) - Math.floor(t.clock.now().getTime() / 1000)).toBe(
      FB_TOKEN_TTL_SECONDS,
    );
  });

  it('stores valid device_info on the device session and ignores what it cannot read', async () => {
    const user = await signUp(t.app);
    const info = {
      device_name: 'Pixel 8',
      device_type: 'mobile',
      operating_system: 'Android 15',
      logged_in_location: { country: 'India', city: 'Pune' },
    };
    expect((await validate(user.session, JSON.stringify(info))).statusCode).toBe(200);
    expect(await storedDeviceInfo(user.session.client)).toEqual(info);

    for (const unreadable of ['{not json', '"a string"', JSON.stringify({ device_type: 5 })]) {
      expect((await validate(user.session, unreadable)).statusCode).toBe(200);
    }
    expect(await storedDeviceInfo(user.session.client)).toEqual(info);
  });
});

describe('validate_token rate limit', () => {
  it('allows ten times the auth budget per device, then answers 429 (start-up calls it often)', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      // Sign-up itself spends one of the two auth requests of this address.
      const user = await signUp(t.app);
      let session = user.session;
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/authenticate/validate_token',
          headers: session,
        });
        statuses.push(response.statusCode);
        if (response.headers['access-token']) session = { ...session, ...sessionFrom(response) };
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await t.app.close();
    }
  });
});

describe('validate_token rate limit per address', () => {
  it('counts every client header of one address together, so invented client ids do not help', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/authenticate/validate_token',
          headers: { client: `invented-${i}`, 'access-token': 'guess', uid: 'a@b.co' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await t.app.close();
    }
  });
});
