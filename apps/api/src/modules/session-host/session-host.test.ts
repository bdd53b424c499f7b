import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { deviceSessionId, signUp } from '../../test/auth';
import { issueJoinToken, roomName } from './service';

// The session host (SPEC §4 Join session): a signed, booking-bound, time-boxed link opens the
// video room; anything else gets a calm page with a safe way back.

let t: TestApp;
let participant: { userId: number; sessionId: number };
const bookingId = crypto.randomUUID();
const startsAt = new Date('2026-11-24T12:30:00Z'); // 06:00 PM in Kolkata: the room opens 05:50 PM
const endsAt = new Date('2026-11-24T13:20:00Z');

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kaizen.example.org' });
  const user = await signUp(t.app);
  participant = { userId: user.id, sessionId: await deviceSessionId(t.app, user.session) };
});
afterAll(() => t.app.close());

const token = (overrides: Partial<Parameters<typeof issueJoinToken>[1]> = {}) =>
  issueJoinToken(t.app.config, {
    bookingId,
    ...participant,
    displayName: 'Asha "A" Verma',
    startsAt,
    endsAt,
    ...overrides,
  });

const payloadOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A standard base64 payload that holds '/', '+' and '=' padding. The join token's length varies,
 * so the redirect is shifted (where its symbols fall in the 3-byte groups) and padded (the end).
 */
function standardBase64WithAllSymbols(joinToken: string): string {
  for (let shift = 0; shift < 3; shift += 1) {
    for (let pad = 0; pad < 3; pad += 1) {
      const redirectUrl = `/home?${'b'.repeat(shift)}q=??>>~~${'a'.repeat(pad)}`;
      const base64 = Buffer.from(JSON.stringify({ token: joinToken, redirectUrl })).toString(
        'base64',
      );
      if (base64.includes('/') && base64.includes('+') && base64.endsWith('=')) return base64;
    }
  }
  throw new Error('no payload with / + and =');
}

const open = (payload: string, { id = bookingId, platform = 'website' } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/session/${id}/${payload}/${platform}?fromPWA=true&secondaryToken=abc`,
  });

function expectFriendlyPage(
  response: Awaited<ReturnType<typeof open>>,
  status: number,
  text: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain(text);
  expect(response.body).not.toMatch(/<script|\sstyle=|"errors"|at \w+ \(/);
  expect(response.body).not.toContain('<iframe');
}

describe('session host', () => {
  it('opens the room page with the provider iframe, under a CSP that frames only it', async () => {
    t.clock.set(new Date(startsAt.getTime() - 10 * 60_000));
    const payload = payloadOf({ token: await token(), redirectUrl: '/home' });
    const page = await open(payload);
    expect(page.statusCode).toBe(200);
    const room = roomName(t.app.config, bookingId);
    expect(room).toMatch(/^kaizen-[0-9a-f]{32}$/);
    expect(room).not.toContain(bookingId);
    const displayName = encodeURIComponent(JSON.stringify('Asha "A" Verma'));
    expect(page.body).toContain(
      `src="https://meet.jit.si/${room}#userInfo.displayName=${displayName}"`,
    );
    expect(page.body).toContain('href="/home"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://meet.jit.si');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(String(page.headers['permissions-policy'])).toContain(
      'camera=(self "https://meet.jit.si")',
    );
    // Nothing else is loosened: other pages keep the strict policy.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).not.toContain('frame-src');
    expect(String(other.headers['permissions-policy'])).toContain('camera=()');

    for (const platform of ['android', 'ios']) {
      expect((await open(payload, { platform })).statusCode).toBe(200);
    }
    t.clock.set(new Date(endsAt.getTime() - 1000));
    expect((await open(payload)).statusCode).toBe(200);
  });

  // SPEC §4: "navigates to the session host at /{bookingId}/{base64 auth payload including
  // redirectUrl}/{platform}". The web sends standard base64 (percent-encoded in the path, since
  // it may hold '/', '+' and '='); links in the path-safe base64url form keep working.
  it('opens with a standard base64 payload holding / + = as well as with base64url', async () => {
    t.clock.set(new Date(startsAt.getTime() - 5 * 60_000));
    const genuine = await token();
    const base64 = standardBase64WithAllSymbols(genuine);
    const standard = await open(encodeURIComponent(base64));
    expect(standard.statusCode).toBe(200);
    expect(standard.body).toContain('<iframe');
    const pathSafe = await open(payloadOf({ token: genuine, redirectUrl: '/home' }));
    expect(pathSafe.statusCode).toBe(200);
  });

  it('says when the session opens when the link is used too early', async () => {
    t.clock.set(new Date(startsAt.getTime() - 10 * 60_000 - 1000));
    const page = await open(payloadOf({ token: await token(), redirectUrl: '/home' }));
    expectFriendlyPage(page, 403, 'Your session opens at 05:50 PM — 10 minutes before the start.');
    expect(page.body).toContain('href="/home"');
  });

  it('says the link has expired after the end', async () => {
    t.clock.set(endsAt);
    const page = await open(payloadOf({ token: await token(), redirectUrl: '/home' }));
    expectFriendlyPage(page, 410, 'This session link has expired');
  });

  it('refuses another booking, a tampered signature, bad base64 and unknown platforms', async () => {
    t.clock.set(startsAt);
    const genuine = await token();
    const otherBooking = await open(payloadOf({ token: genuine, redirectUrl: '/home' }), {
      id: crypto.randomUUID(),
    });
    expectFriendlyPage(otherBooking, 403, 'This session link is not valid');

    const [header, body, signature = ''] = genuine.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tamperedSignature = await open(payloadOf({ token: `${header}.${body}.${flipped}` }));
    expectFriendlyPage(tamperedSignature, 403, 'This session link is not valid');

    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    const tamperedClaims = await open(payloadOf({ token: `${header}.${forgedBody}.${signature}` }));
    expectFriendlyPage(tamperedClaims, 403, 'This session link is not valid');

    const otherSecret = await open(
      payloadOf({ token: `${header}.${body}.${'x'.repeat(43)}`, redirectUrl: '/home' }),
    );
    expectFriendlyPage(otherSecret, 403, 'This session link is not valid');

    expectFriendlyPage(await open('bm90IGpzb24'), 400, 'The link is incomplete.'); // "not json"
    expectFriendlyPage(await open('!!!!'), 400, 'The link is incomplete.');
    expectFriendlyPage(await open(payloadOf(['token'])), 400, 'The link is incomplete.');
    expectFriendlyPage(
      await open(payloadOf({ token: genuine }), { platform: 'windows' }),
      400,
      'The link is incomplete.',
    );
  });

  it('never redirects away: outside addresses fall back to /', async () => {
    t.clock.set(endsAt);
    const genuine = await token();
    for (const redirectUrl of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      const page = await open(payloadOf({ token: genuine, redirectUrl }));
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('href="/"');
      expect(page.body).not.toContain('evil');
    }
    const home = await open(
      payloadOf({ token: genuine, redirectUrl: 'https://kaizen.example.org/home?tab=sessions' }),
    );
    expect(home.body).toContain('href="https://kaizen.example.org/home?tab=sessions"');
  });
});
