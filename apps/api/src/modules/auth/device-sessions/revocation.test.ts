import { INVALID_RESET_TOKEN_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  deviceSessionId,
  emailedResetToken,
  sessionFrom,
  signIn,
  signUp,
  TEST_PASSWORD,
  validateToken,
  type ClientSession,
} from '../../../test/auth';
import { issueJoinToken } from '../../session-host/service';

// Issue 8 case 2: one revocation rule for every credential. Each credential a device holds is
// tried after each revoking action: sign-out, sign-out with remove_all, a password change and a
// password reset.

const NEW_PASSWORD = 'Brand-New-Pass-7';
const bookingId = crypto.randomUUID();

interface Holder {
  email: string;
  session: ClientSession;
  fbToken: string;
  firebaseid: string;
  appToken: string;
  joinPayload: string;
  resetToken: string;
}

type RevokingAction = 'sign-out' | 'remove_all' | 'password change' | 'password reset';
const ACTIONS: RevokingAction[] = ['sign-out', 'remove_all', 'password change', 'password reset'];

describe('revoking every credential (issue 8 case 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://kaizen.example' });
  });
  afterAll(() => t.app.close());

  const latestResetToken = (email: string) => emailedResetToken(t.app, email);
  const changePassword = (session: ClientSession) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/customers/authenticate/password',
      headers: session,
      payload: {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });

  /** A user signed in on one device holding one of every credential. */
  async function holder(): Promise<Holder> {
    const user = await signUp(t.app);
    const validated = (await validateToken(t.app, user.session)).json().data;
    const appToken = await t.app.inject({
      method: 'POST',
      url: '/api/customers/app_token',
      headers: user.session,
    });
    const startsAt = new Date(t.clock.now().getTime() + 5 * 60_000);
    const joinToken = await issueJoinToken(t.app.config, {
      bookingId,
      userId: user.id,
      sessionId: await deviceSessionId(t.app, user.session),
      displayName: 'Asha Verma',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/password',
      payload: { email: user.email },
    });
    return {
      email: user.email,
      session: user.session,
      fbToken: validated.fb_token,
      firebaseid: validated.firebaseid,
      appToken: appToken.json().app_token,
      joinPayload: Buffer.from(JSON.stringify({ token: joinToken, redirectUrl: '/' })).toString(
        'base64url',
      ),
      resetToken: await latestResetToken(user.email),
    };
  }

  async function revoke(action: RevokingAction, h: Holder): Promise<void> {
    let response;
    switch (action) {
      case 'sign-out':
      case 'remove_all':
        response = await t.app.inject({
          method: 'DELETE',
          url: `/api/authenticate/sign_out${action === 'remove_all' ? '?remove_all=true' : ''}`,
          headers: h.session,
        });
        break;
      case 'password change':
        response = await changePassword(h.session);
        break;
      case 'password reset': {
        // A second link, so that the holder's own link is the credential under test.
        await t.app.inject({
          method: 'POST',
          url: '/api/customers/authenticate/password',
          payload: { email: h.email },
        });
        response = await t.app.inject({
          method: 'PUT',
          url: '/api/customers/authenticate/password',
          payload: {
            reset_password_token: await latestResetToken(h.email),
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        });
        break;
      }
    }
    expect(response.statusCode, response.body).toBe(200);
  }

  const tryAccessToken = async (h: Holder) => (await validateToken(t.app, h.session)).statusCode;
  const tryFbToken = async (h: Holder) =>
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/realtime/attribution/${h.firebaseid}`,
        headers: { authorization: `Bearer ${h.fbToken}` },
        payload: { source: 'revocation-test' },
      })
    ).statusCode;
  const tryAppToken = async (h: Holder) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/decode-token',
        headers: { 'jwt-token': h.appToken },
      })
    ).statusCode;
  const tryJoinToken = async (h: Holder) =>
    (await t.app.inject({ method: 'GET', url: `/session/${bookingId}/${h.joinPayload}/website` }))
      .statusCode;
  const useResetLink = (h: Holder) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/customers/authenticate/password',
      payload: {
        reset_password_token: h.resetToken,
        password: 'Yet-Another-Pass-8',
        password_confirmation: 'Yet-Another-Pass-8',
      },
    });
  const tryResetLink = async (h: Holder) => (await useResetLink(h)).statusCode;

  it('every credential works before any revoking action', async () => {
    const h = await holder();
    expect(await tryAccessToken(h)).toBe(200);
    expect(await tryFbToken(h)).toBe(200);
    expect(await tryJoinToken(h)).toBe(200);
    expect(await tryAppToken(h)).toBe(200);
    expect(await tryResetLink(h)).toBe(200);
  });

  for (const action of ACTIONS) {
    describe(`after ${action}`, () => {
      it('refuses the access token (401 own device, 403 ended elsewhere)', async () => {
        const h = await holder();
        await revoke(action, h);
        expect([401, 403]).toContain(await tryAccessToken(h));
      });
      it('refuses the fb_token for reads and writes of the realtime tree', async () => {
        const h = await holder();
        await revoke(action, h);
        expect(await tryFbToken(h)).toBe(401);
        const read = await t.app.inject({
          method: 'GET',
          url: `/api/realtime/attribution/${h.firebaseid}?auth=${h.fbToken}`,
        });
        expect(read.statusCode).toBe(401);
      });
      it('refuses the app token at decode-token', async () => {
        const h = await holder();
        await revoke(action, h);
        expect(await tryAppToken(h)).toBe(401);
      });
      it('refuses the video join link with a calm page', async () => {
        const h = await holder();
        await revoke(action, h);
        const page = await t.app.inject({
          method: 'GET',
          url: `/session/${bookingId}/${h.joinPayload}/website`,
        });
        expect(page.statusCode).toBe(403);
        expect(page.body).toContain('This session link was signed out');
      });
      if (action === 'sign-out') {
        it('keeps an emailed reset link: signing one device out is no threat to the account', async () => {
          const h = await holder();
          await revoke(action, h);
          expect(await tryResetLink(h)).toBe(200);
        });
      } else {
        it('refuses the emailed reset link', async () => {
          const h = await holder();
          await revoke(action, h);
          const response = await useResetLink(h);
          expect(response.statusCode).toBe(422);
          expect(response.json()).toMatchObject({ errors: [INVALID_RESET_TOKEN_MESSAGE] });
        });
      }
    });
  }

  it('a password change signs the changing device in again: its new credentials work', async () => {
    const h = await holder();
    const changed = await changePassword(h.session);
    const renewed = sessionFrom(changed);
    const validated = await validateToken(t.app, renewed);
    expect(validated.statusCode).toBe(200);
    const fresh = { ...h, fbToken: validated.json().data.fb_token as string };
    expect(await tryFbToken(fresh)).toBe(200);
    expect((await signIn(t.app, h.email)).statusCode).toBe(401);
  });
});
