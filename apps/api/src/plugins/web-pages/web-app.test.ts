import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { HASHED_ASSET_CACHE, WEB_APP_NOT_BUILT_MESSAGE } from './web-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("kaizen");'.repeat(50);
const CRITICAL_CSS = '.auth{color:#1b5e57}';
const LOGIN_HTML = `<!doctype html><html><head><style>${CRITICAL_CSS}</style></head><body><div id="root" data-prerendered="/auth/log-in/"><h1>Welcome back</h1></div></body></html>`;
const CLINICIAN_HTML = '<!doctype html><html><body><div id="root">clinician</div></body></html>';
const PROFILE_HTML = '<!doctype html><html><body><div id="root">profile</div></body></html>';

/** A built web app as Vite leaves it, with a precompressed sibling for the hashed script. */
function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dist, 'clinician'));
  fs.writeFileSync(path.join(dist, 'clinician/index.html'), CLINICIAN_HTML);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Kaizen"}');
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(path.join(dist, 'prerendered/auth-log-in.html'), LOGIN_HTML);
  fs.writeFileSync(path.join(dist, 'prerendered/profile.html'), PROFILE_HTML);
  fs.writeFileSync(
    path.join(dist, 'prerendered/pages.json'),
    JSON.stringify([
      { route: '/auth/log-in/', file: 'prerendered/auth-log-in.html' },
      { route: '/therapy-psychiatry/experts/:uuid/', file: 'prerendered/profile.html' },
    ]),
  );
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the clinician workspace page for /clinician/ deep links (404 for unknown ones)', async () => {
    for (const url of [
      '/clinician/',
      '/clinician',
      '/clinician/hours',
      '/clinician/log-in?redirect=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CLINICIAN_HTML);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/clinician/nowhere', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(CLINICIAN_HTML);
    // The patient app is untouched by the prefix.
    const patient = await t.app.inject({ method: 'GET', url: '/user', headers: html });
    expect(patient.body).toBe(INDEX_HTML);
  });

  it('serves index.html at / with no-cache and the strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeDefined();
  });

  it('serves the precompressed sibling to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('keeps the service worker and the manifest revalidated on every load', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers client routes with index.html (SPA fallback), for GET and HEAD', async () => {
    for (const url of ['/auth/set-password', '/user/?redirectPath=/t-p', '/org/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/user', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers an address no screen exists for with 404 and the app (its not-found page)', async () => {
    for (const url of ['/no-such-page', '/therapy-psychiatry/nope', '/user/settings?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const screen = await t.app.inject({
      method: 'GET',
      url: '/therapy-psychiatry/experts/0b6f4a1e-7f2e-4d5b-9a51-3c1f0e2d4b6a',
      headers: html,
    });
    expect(screen.statusCode).toBe(200);
  });

  it('serves a prerendered page, with its critical CSS allowed by hash and nothing else inline', async () => {
    for (const url of ['/auth/log-in/', '/auth/log-in']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(LOGIN_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const hash = crypto.createHash('sha256').update(CRITICAL_CSS).digest('base64');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('unsafe-inline');
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/therapy-psychiatry/experts/6c1f1f5e-0d5a-4a57-9a51-0a4f3c1d2e3f',
      headers: html,
    });
    expect(profile.body).toBe(PROFILE_HTML);
    // With a query the app re-renders rather than hydrates: the plain shell, so nothing typed
    // into an early paint is lost.
    const withQuery = await t.app.inject({
      method: 'GET',
      url: '/auth/log-in/?redirectPath=%2Fuser',
      headers: html,
    });
    expect(withQuery.body).toBe(INDEX_HTML);
    // Pages without a prerendered file keep the plain shell and the strict policy.
    const other = await t.app.inject({
      method: 'GET',
      url: '/auth/forgot-password/',
      headers: html,
    });
    expect(other.body).toBe(INDEX_HTML);
    expect(other.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('serves the app for a page path to clients that accept anything (curl, web views)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/log-in/',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a missing file that is not a page with the JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-gone99.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [expect.any(String)] });
  });

  it('routes only the built files: no catch-all that would look on disk for an /api path', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-abc123.js' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(false);
  });

  it('keeps the JSON 404 for unknown API routes, even for a browser navigation', async () => {
    for (const url of ['/api/no-such-route', '/api', '/api/docs-nope?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        errors: [expect.stringContaining('No route GET /api')],
      });
    }
  });

  it('answers other methods on unknown paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: ['No route POST /somewhere.'] });
  });

  it('never serves files outside the dist folder', async () => {
    // A page-like path gets the app itself; a file-like one the 404; never the file.
    const page = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(page.body).not.toContain('root:');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const file = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fhost.conf' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('multi on');
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: path.join(os.tmpdir(), `kaizen-missing-dist-${process.pid}`),
    });
  });
  afterAll(() => t.app.close());

  it('answers page requests with a 503 that says how to build it', async () => {
    for (const url of ['/', '/auth/log-in', '/assets/app.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(WEB_APP_NOT_BUILT_MESSAGE);
    }
    expect(WEB_APP_NOT_BUILT_MESSAGE).toBe('The web app is not built. Run npm run build.');
  });

  it('still serves the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [expect.any(String)] });
  });
});
