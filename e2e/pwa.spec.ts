import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { measureJavaScript, overBudget } from '../bench/lib/bundle-size';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const OFFLINE_TEXT = 'Please check your internet connection and try again.';
const UPDATE_TEXT = 'A new version of Kaizen is ready.';

test('page meta: title, description, canonical URL with a trailing slash, social tags', async ({
  page,
}) => {
  await page.goto('/auth/log-in?redirectPath=%2Fuser');
  await expect(page).toHaveTitle('Log in | Kaizen');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/auth\/log-in\/$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    /\/auth\/log-in\/$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    '/og-image.jpg',
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
});

// Issue 14: the bench's own measurement of the log-in page's JavaScript (gzip, every script
// Chromium loads), here too so that a change over the budget fails `npm test`, not only a bench run.
test('the log-in page loads no more JavaScript than its budget', async ({ baseURL }) => {
  const size = await measureJavaScript(baseURL ?? '', '/auth/log-in/');
  expect(overBudget(size)).toBeUndefined();
});

test('the web manifest and every icon it names are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { start_url: string; icons: { src: string }[] };
  expect(body.start_url).toBe('/');
  for (const icon of [
    ...body.icons.map((entry) => entry.src),
    '/og-image.jpg',
    '/icons/icon-32.png',
  ]) {
    expect((await request.get(icon)).ok(), icon).toBe(true);
  }
});

test('the service worker caches the hashed app shell and never the API', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The install step fills the cache; wait for it to hold the shell.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const keys = await caches.keys();
      const urls = (
        await Promise.all(
          keys.map(async (key) => (await (await caches.open(key)).keys()).map((r) => r.url)),
        )
      ).flat();
      if (urls.some((url) => url.includes('/assets/'))) return { keys, urls };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { keys: await caches.keys(), urls: [] as string[] };
  });
  expect(cached.keys.every((key) => key.startsWith('kaizen-shell-'))).toBe(true);
  const paths = cached.urls.map((url) => new URL(url).pathname);
  expect(paths).toContain('/');
  expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api'))).toEqual([]);
});

test('scripts, styles and the page arrive compressed at build time (brotli)', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type)) {
      encodings.set(
        new URL(response.url()).pathname,
        (await response.headerValue('content-encoding')) ?? undefined,
      );
    }
  });
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Files under 512 bytes are sent as they are (a compressed copy would save nothing).
  const main = [...encodings].filter(
    ([path]) =>
      path === '/auth/log-in/' || /^\/assets\/(index|LoginPage)-[\w-]+\.(js|css)$/.test(path),
  );
  expect(main.map(([path]) => path.split('-')[0])).toEqual(
    expect.arrayContaining(['/auth/log', '/assets/index', '/assets/LoginPage']),
  );
  for (const [path, encoding] of main) expect(encoding, path).toBe('br');
});

/** Resolves once a service worker controls the page and has filled its cache with the shell. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let attempt = 0; attempt < 100 && !navigator.serviceWorker.controller; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const keys = await caches.keys();
      if (keys.length > 0 && (await (await caches.open(keys[0] ?? '')).match('/'))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

test('Chromium finds the app installable: manifest, icons and a service worker in control', async ({
  playwright,
  baseURL,
}) => {
  // A persistent profile, as a person's browser is: Playwright's default contexts are incognito,
  // where Chromium never offers installation.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/auth/log-in/');
    await serviceWorkerReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the installed app still opens: the app shell with the offline banner', async ({
  page,
  context,
}) => {
  await page.goto('/therapy-psychiatry/');
  await serviceWorkerReady(page);
  await context.setOffline(true);
  // A page never visited and a reload both come from the cached shell.
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await saveScreenshots(page, 'pwa-offline');
  await context.setOffline(false);
});

test('the prerendered log-in page paints before any script and then works as the app', async ({
  browser,
  page,
}) => {
  // Without JavaScript: the HTML alone shows the page, styled by its inline critical CSS.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await bare.newPage();
  await noScript.goto('/auth/log-in/');
  await expect(noScript.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(noScript.getByLabel('Email or mobile number')).toBeVisible();
  await expect(noScript).toHaveTitle('Log in | Kaizen');
  await bare.close();

  // With it, the same markup is hydrated (no second render) and the form validates.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/auth/log-in/');
  const heading = page.getByRole('heading', { name: 'Welcome back' });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email or mobile number is required.')).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toBeFocused();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

/**
 * Deploys a changed sw.js into the served build, as a release would (with its precompressed
 * copies: the browser fetches the service worker script itself, out of reach of page.route).
 * Returns the undo.
 */
function deployChangedServiceWorker(): () => void {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  const originals = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
  const changed = Buffer.from(`${fs.readFileSync(files[0] ?? '', 'utf8')}\n// next release\n`);
  const [script, brotli, gzip] = files;
  if (script) fs.writeFileSync(script, changed);
  if (brotli) fs.writeFileSync(brotli, zlib.brotliCompressSync(changed));
  if (gzip) fs.writeFileSync(gzip, zlib.gzipSync(changed));
  return () =>
    files.forEach((file, index) => {
      const original = originals[index];
      if (original) fs.writeFileSync(file, original);
      else fs.rmSync(file, { force: true });
    });
}

test('a new release is offered, and loads only when the person chooses it', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await serviceWorkerReady(page);
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  const undeploy = deployChangedServiceWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
    await expect(prompt).toBeVisible();
    // Still the old release until the person chooses: the running worker is unchanged.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.waiting) && Boolean(navigator.serviceWorker.controller);
      }),
    ).toBe(true);
    await saveScreenshots(page, 'pwa-update');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(false);
  } finally {
    undeploy();
  }
});
