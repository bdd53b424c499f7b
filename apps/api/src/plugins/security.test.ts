import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** `default-src 'self'; img-src 'self' data:` → { 'default-src': ["'self'"], ... } */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const headerList = (value: unknown) => String(value).split(/,\s*/);

const ALLOWED_ORIGIN = 'https://app.kaizen.example';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${ALLOWED_ORIGIN}, https://other.kaizen.example` });
  });
  afterAll(() => t.app.close());

  it('sends the strict Content-Security-Policy of the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(parseCsp(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('sends HSTS, no referrer, no sniffing and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('relaxes only style-src, and only for the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);

    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(asset.statusCode).toBe(200);
    expect(parseCsp(asset.headers['content-security-policy'])['style-src']).toContain(
      "'unsafe-inline'",
    );
  });

  it('answers a CORS preflight from an allowed origin with the token headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/authenticate/validate_token',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'access-token,client,uid,platform,x-company-profile-uuid',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const allowed = headerList(res.headers['access-control-allow-headers']);
    for (const header of [
      'access-token',
      'client',
      'uid',
      'expiry',
      'token-type',
      'secondary-profile-access-token',
      'platform',
      'x-company-profile-uuid',
      'x-company-profile-name',
      'jwt-token',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('lets an allowed origin read the rotated token headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const exposed = headerList(res.headers['access-control-expose-headers']);
    expect(exposed).toEqual(
      expect.arrayContaining([
        'access-token',
        'client',
        'uid',
        'expiry',
        'token-type',
        'secondary-profile-access-token',
      ]),
    );
  });

  it('gives an origin outside the allow-list no CORS headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('is same-origin only: no CORS headers, preflights are not answered', async () => {
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.json()).toMatchObject({ errors: [expect.any(String)] });
  });
});
