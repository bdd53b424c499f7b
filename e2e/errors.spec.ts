import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForApp } from './support/hydration';
import { openOperatorPageIn } from './support/operator';
import { saveScreenshots } from './support/screenshots';

// Issue 15: a failed API call in a person's app is reported (release and stage, SPEC §9) and
// shows up grouped on the operator console's Errors page.

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

const FAILED_CALL = 'API call failed: 500 GET features';

test("a visitor's failed call is reported and the operator sees its group on the Errors page", async ({
  page,
  browser,
}) => {
  // The server breaks on the flags call for this visitor only (the browser's answer is faked).
  await page.route('**/api/features**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: ['Something went wrong.'] }),
    }),
  );
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/telemetry/errors'),
  );
  // The listing's own document carries the visitor's flags (rendered per request), so the call
  // is made where the browser asks for them: arriving at the listing from another page.
  await page.goto('/therapy-psychiatry/');
  // A link clicked before the app owns the prerendered landing is a full page load.
  await waitForApp(page);
  await page.locator('.care-kinds').getByRole('link').first().click();
  const report = (await reported).postDataJSON() as Record<string, unknown>;
  expect(report).toMatchObject({ message: FAILED_CALL, release_stage: 'production' });
  expect(typeof report.release).toBe('string');

  const { page: operator, close } = await openOperatorPageIn(browser, 'Errors');
  try {
    await expect(operator).toHaveURL('/operator/errors');
    await expect(operator.getByRole('heading', { name: 'Errors', level: 1 })).toBeVisible();
    const group = operator.getByRole('region', { name: FAILED_CALL });
    await expect(group).toBeVisible();
    await expect(group).toContainText('production');
    await expect(group).toContainText('route /therapy-psychiatry/experts');
    await group.getByText('Latest sample').click();
    await expect(group).toContainText('/therapy-psychiatry/experts');
    expect((await axe(operator).analyze()).violations).toEqual([]);
    await saveScreenshots(operator, 'operator-errors', () => expect(group).toBeVisible());
  } finally {
    await close();
  }
});
