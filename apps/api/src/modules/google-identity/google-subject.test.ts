import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import {
  GOOGLE_TEST_CLIENT_ID,
  startGoogleStandIn,
  type GoogleStandIn,
} from '../../test/google-stand-in';
import { users } from '../auth/tables';
import { GOOGLE_OTHER_ACCOUNT_LINKED_MESSAGE, GOOGLE_TOKEN_REUSED_MESSAGE } from './service';
import { googleAccounts, googleTokenUses } from './tables';

// Google's `sub` links the account at first sign-in; an ID token signs in once (issue 15).

describe("Google sign-in by Google's subject, each token once", () => {
  let google: GoogleStandIn;
  let t: TestApp;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await google.close();
  });

  const exchange = (credential: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/google',
      payload: { credential },
    });
  let subjects = 0;
  const newSubject = () => `1098${Date.now()}${(subjects += 1)}`;
  const token = (sub: string, email: string) =>
    google.idToken({ sub, email, email_verified: true, name: 'Meera Iyer' });
  const linkOf = async (userId: number) =>
    (await t.app.db.select().from(googleAccounts).where(eq(googleAccounts.userId, userId)))[0];

  it('stores the subject at the first sign-in and keeps the account when the email changes at Google', async () => {
    const sub = newSubject();
    const email = uniqueEmail('google-sub');
    const first = await exchange(await token(sub, email));
    expect(first.statusCode, first.body).toBe(200);
    const userId = first.json().data.id as number;
    expect(await linkOf(userId)).toMatchObject({ subject: sub, linkedAt: t.clock.now() });

    const renamed = await exchange(await token(sub, uniqueEmail('google-renamed')));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: userId, email });
  });

  it('links an existing password account by its verified email, then refuses another Google account with that email', async () => {
    const owner = await signUp(t.app);
    const sub = newSubject();
    const linked = await exchange(await token(sub, owner.email));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.id).toBe(owner.id);

    // Google gave the address to someone else (or another Google account claims it): no way in.
    const stranger = await exchange(await token(newSubject(), owner.email));
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ errors: [GOOGLE_OTHER_ACCOUNT_LINKED_MESSAGE] });
    expect((await linkOf(owner.id))?.subject).toBe(sub);
  });

  it('refuses an ID token replayed within its lifetime, and keeps its hash until it expires', async () => {
    const credential = await token(newSubject(), uniqueEmail('google-replay'));
    expect((await exchange(credential)).statusCode).toBe(200);
    const replay = await exchange(credential);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errors: [GOOGLE_TOKEN_REUSED_MESSAGE] });

    const uses = await t.app.db.select().from(googleTokenUses);
    const [, payloadPart = ''] = credential.split('.');
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
    const expiry = new Date(payload.exp * 1000);
    expect(uses.some((use) => use.expiresAt.getTime() === expiry.getTime())).toBe(true);
    // The stored key is a hash: the token itself is nowhere in the table.
    expect(JSON.stringify(uses)).not.toContain(credential.split('.')[2]);
  });

  it('lets one of ten parallel replays of a token in', async () => {
    const credential = await token(newSubject(), uniqueEmail('google-burst'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(credential)));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(401)]);
  });

  it('links one subject once when its first sign-ins arrive together', async () => {
    const sub = newSubject();
    const email = uniqueEmail('google-link-burst');
    const tokens = await Promise.all(Array.from({ length: 6 }, () => token(sub, email)));
    const answers = await Promise.all(tokens.map((credential) => exchange(credential)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.app.db.select().from(googleAccounts).where(eq(googleAccounts.subject, sub)),
    ).toEqual([expect.objectContaining({ userId: account?.id })]);
  });
});
