import { expect, test } from './support/fixtures';
import { signUp } from './support/users';

const OFFLINE_TEXT = 'Please check your internet connection and try again.';

test('the offline banner shows while offline and hides once the probe answers', async ({
  page,
  context,
}) => {
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();

  const probe = page.waitForRequest((request) => request.url().endsWith('/api/health'));
  await context.setOffline(false);
  await probe;
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});

test.describe('error screen', () => {
  // The service worker would fetch the chunk itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' });

  test('a screen that fails to load shows the error screen, which reports and recovers', async ({
    page,
  }) => {
    await signUp(page);
    const report = page.waitForRequest(
      (request) => request.url().endsWith('/api/telemetry/errors') && request.method() === 'POST',
    );
    await page.route(/\/assets\/ProfileRoute-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Profile', exact: true }).click();

    await expect(
      page.getByRole('heading', { name: 'Oops, looks like something went wrong!' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "It seems our servers are feeling a bit stressed out. We're working hard to fix things. Please take a deep breath and try again shortly.",
      ),
    ).toBeVisible();
    const body = (await report).postDataJSON() as { message: string; occurred_at: string };
    expect(body.message).toBeTruthy();
    expect(body.occurred_at).toBeTruthy();

    await page.unroute(/\/assets\/ProfileRoute-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Refresh page' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

    await page.route(/\/assets\/ProfileRoute-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('button', { name: 'back to homepage' })).toBeVisible();
    await page.getByRole('button', { name: 'back to homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  });
});

test('start parameters: sectionid scrolls then leaves the address; app_token is exchanged and removed', async ({
  page,
}) => {
  const user = await signUp(page);
  const token = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('auth_session') ?? '{}') as Record<
      string,
      string
    >;
    const response = await fetch('/api/customers/app_token', {
      method: 'POST',
      headers: {
        'access-token': session['access-token'] ?? '',
        client: session.client ?? '',
        uid: session.uid ?? '',
        platform: 'kaizen',
      },
    });
    return ((await response.json()) as { app_token: string }).app_token;
  });

  const fresh = await page.context().browser()?.newContext();
  if (!fresh) throw new Error('no browser');
  const webView = await fresh.newPage();
  await webView.goto(`/?app_token=${encodeURIComponent(token)}&sectionid=next-steps-heading`);
  await expect(webView.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  await expect(webView).toHaveURL('/');
  expect(await webView.evaluate(() => localStorage.getItem('auth_session'))).not.toBeNull();
  await fresh.close();
});
