import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_MEMBER, DEMO_PASSWORD, logIn, signUp } from './support/users';

// Screens saved to e2e/screenshots/ (mobile 390 px and desktop) for people to look at.

test('screenshots of the auth screens', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await saveScreenshots(page, 'log-in', () =>
    expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(),
  );
  await page.goto('/auth/sign-up/');
  await page.getByRole('button', { name: 'Create account' }).click();
  await saveScreenshots(page, 'sign-up-errors', () =>
    expect(page.getByText('First name is required.')).toBeVisible(),
  );
  await page.goto('/auth/forgot-password/');
  await saveScreenshots(page, 'forgot-password', () =>
    expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(),
  );
});

test('screenshots of the signed-in screens', async ({ page, context }) => {
  await signUp(page);
  await saveScreenshots(page, 'home', () =>
    expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible(),
  );
  await page.goto('/user');
  await saveScreenshots(page, 'profile', () =>
    expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible(),
  );
  await page.goto('/no/such/page');
  await saveScreenshots(page, 'not-found', () =>
    expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible(),
  );
  await page.goto('/');
  await context.setOffline(true);
  await saveScreenshots(page, 'offline', () =>
    expect(page.getByText('Please check your internet connection and try again.')).toBeVisible(),
  );
  await context.setOffline(false);
});

test('screenshots of the organisation dashboard and the error screen', async ({ page }) => {
  await logIn(page, DEMO_ORG_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/org/dashboard');
  await saveScreenshots(page, 'org-dashboard', () =>
    expect(page.getByRole('heading', { name: /sponsors$/ })).toBeVisible(),
  );
});

test.describe('error screen screenshot', () => {
  test.use({ serviceWorkers: 'block' });

  test('screenshot of the error screen', async ({ page }) => {
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/auth/log-in/');
    await saveScreenshots(page, 'error', () =>
      expect(
        page.getByRole('heading', { name: 'Oops, looks like something went wrong!' }),
      ).toBeVisible(),
    );
  });
});
