import { expect, test } from './support/fixtures';
import { waitForApp } from './support/hydration';

// Issues 14 and 15: a visitor who has not answered the analytics question gets the banner in the
// server's HTML (it paints with the page instead of being its largest paint, drawn after the
// JavaScript), hydrated as it is; once answered, the answer's cookie keeps it out of the HTML.

test.use({ analyticsConsent: null });

const BANNER_TITLE = 'Help us improve Kaizen?';
const PAGES = ['/auth/log-in/', '/therapy-psychiatry/experts/'];

test('the banner is in the first HTML until answered, then never again', async ({
  browser,
  baseURL,
  page,
}) => {
  // JavaScript off: what the server sent is all there is.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScript.newPage();
  for (const path of PAGES) {
    await plain.goto(path);
    const plainBanner = plain.getByRole('region', { name: BANNER_TITLE });
    await expect(plainBanner).toBeVisible();
    // Until the app owns the page a click would be lost: the answers say they are not ready.
    await expect(plainBanner.getByRole('button', { name: 'No thanks' })).toBeDisabled();
    await expect(plainBanner.getByRole('button', { name: 'Allow' })).toBeDisabled();
  }
  await noScript.close();

  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|hydrat/i.test(message.text())) {
      reactErrors.push(message.text());
    }
  });
  await page.goto('/auth/log-in/');
  await waitForApp(page);
  const banner = page.getByRole('region', { name: BANNER_TITLE });
  await expect(banner).toBeVisible();
  // Hydrated, not redrawn: the buttons answer.
  await banner.getByRole('button', { name: 'No thanks' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'analytics_consent');
  expect(cookie).toMatchObject({ value: 'denied', sameSite: 'Lax', path: '/' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain(BANNER_TITLE);
  for (const path of PAGES) {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain(BANNER_TITLE);
  }
  await page.goto(PAGES[1] ?? '');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(reactErrors).toEqual([]);
});

test('an answer kept only in local storage writes its cookie, and no later HTML asks', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'granted'));
  await page.goto('/auth/log-in/');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: BANNER_TITLE })).toBeHidden();
  await expect
    .poll(
      async () =>
        (await page.context().cookies()).find(({ name }) => name === 'analytics_consent')?.value,
    )
    .toBe('granted');
  const html = await (await page.request.get('/auth/sign-up/')).text();
  expect(html).not.toContain(BANNER_TITLE);
});
