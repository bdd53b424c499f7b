import {
  bookAndPay,
  completedSession,
  sessionHeadersOf,
  teleSlots,
  therapyProviderUuids,
} from './support/bookings';
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
    expect(
      page.getByText('Please check your internet connection and try again.').first(),
    ).toBeVisible(),
  );
  await context.setOffline(false);
});

test('screenshots of home with sessions and the session dialogs', async ({ page, request }) => {
  test.slow(); // two bookings paid through the API, one completed
  await signUp(page);
  const headers = await sessionHeadersOf(page);
  await completedSession(request, headers);
  // An upcoming session with another expert, days ahead.
  const [, other] = await therapyProviderUuids(request);
  if (!other) throw new Error('a second therapy provider');
  const slots = await teleSlots(request, other);
  const start = slots.find((slot) => Date.parse(slot) > Date.now() + 2 * 24 * 3600_000);
  if (!start) throw new Error('no slot two days ahead');
  await bookAndPay(request, headers, other, start);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await saveScreenshots(page, 'home-sessions', () =>
    expect(upcoming.getByRole('button', { name: 'Join session' })).toBeVisible(),
  );

  await upcoming.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule your session' });
  await reschedule
    .getByRole('radio', { name: /^\d\d:\d\d [AP]M/ })
    .first()
    .check();
  await saveScreenshots(page, 'reschedule-dialog', () =>
    expect(reschedule.getByRole('button', { name: /^Move to / })).toBeEnabled(),
  );
  await reschedule.getByRole('button', { name: 'Keep current time' }).click();

  await upcoming.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
  await saveScreenshots(page, 'cancel-dialog', () =>
    expect(cancel.getByText(/full refund/)).toBeVisible(),
  );
  await cancel.getByRole('button', { name: 'Keep session' }).click();

  await page.getByRole('button', { name: 'Rate your session' }).click();
  const feedback = page.getByRole('dialog', { name: 'How did your session go?' });
  await feedback.getByRole('radio', { name: '4 stars, Very good' }).check();
  await saveScreenshots(page, 'feedback-dialog', () =>
    expect(feedback.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked(),
  );
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
