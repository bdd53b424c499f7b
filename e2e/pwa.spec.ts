import { expect, test } from './support/fixtures';

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
