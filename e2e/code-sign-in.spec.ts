import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_PORT } from './playwright.config';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { newUser, signUp, waitForHydration } from './support/users';

// Sign-in with a one-time code (issue 15): by phone, with the code read from the outbox (the
// SMS adapter's default) as its owner would read the text.

/** The newest sign-in code texted to `mobile`. */
async function textedSignInCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `http://localhost:${E2E_PORT}/api/admin/outbox?recipient=${mobile}`,
        { headers: { 'x-admin-token': E2E_ADMIN_TOKEN } },
      );
      const body = (await response.json()) as { messages: { text: string }[] };
      code = body.messages
        .map((message) => /^(\d{6}) is your Kaizen code to sign in\./.exec(message.text)?.[1])
        .find(Boolean);
      return code !== undefined;
    })
    .toBe(true);
  return code ?? '';
}

test('a person signs in with the code texted to their mobile, no password', async ({
  page,
  browser,
}) => {
  const user = await signUp(page, newUser());

  // Another device: a context of its own (axe needs one made with newContext).
  const deviceContext = await browser.newContext();
  const device = await deviceContext.newPage();
  await device.goto('/auth/log-in/');
  await waitForHydration(device, 'Log in');
  await device.getByRole('button', { name: 'Sign in with a code' }).click();
  const form = device.getByRole('form', { name: 'Sign in with a code' });
  await expect(form.getByLabel('Email or mobile number')).toBeFocused();
  const axe = await new AxeBuilder({ page: device })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await form.getByLabel('Email or mobile number').fill(`+91 ${user.mobile}`);
  await form.getByRole('button', { name: 'Send code' }).click();

  const codeForm = device.getByRole('form', { name: 'Enter your code' });
  await expect(device.getByText(`••••••${user.mobile.slice(-4)}`)).toBeVisible();
  await expect(device.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  await saveScreenshots(device, 'sign-in-code');
  expect(
    (await new AxeBuilder({ page: device }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);

  await codeForm.getByLabel('6-digit code').fill('000000');
  await codeForm.getByRole('button', { name: 'Log in' }).click();
  await expect(device.getByText('That code is not right. 4 tries left.')).toBeVisible();

  await codeForm
    .getByLabel('6-digit code')
    .fill(await textedSignInCode(device.request, user.mobile));
  await codeForm.getByRole('button', { name: 'Log in' }).click();
  await expect(device.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  await deviceContext.close();
});

test('an address without an account sees the same code step, and back to the password form', async ({
  page,
}) => {
  await page.goto('/auth/log-in/');
  await waitForHydration(page, 'Log in');
  await page.getByRole('button', { name: 'Sign in with a code' }).click();
  const form = page.getByRole('form', { name: 'Sign in with a code' });
  await form.getByLabel('Email or mobile number').fill('nobody-here@example.com');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('n•••@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Use a different email or mobile number' }).click();
  await page.getByRole('button', { name: 'Sign in with your password' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with a code' })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});
