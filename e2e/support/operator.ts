import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { expect } from './fixtures';

/** Types a token into the console's gate at /operator, as an operator would. */
export async function submitOperatorToken(page: Page, token: string) {
  await page.goto('/operator');
  await page.getByLabel('Operator token').fill(token);
  await page.getByRole('button', { name: 'Open the console' }).click();
}

/** Opens the operator console with the right token and waits for its navigation. */
export async function openOperatorConsole(page: Page) {
  await submitOperatorToken(page, E2E_ADMIN_TOKEN);
  await expect(page.getByRole('navigation', { name: 'Operator console' })).toBeVisible();
}

/** Opens the console in its own browser context (beside a person's page) on one of its pages. */
export async function openOperatorPageIn(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openOperatorConsole(page);
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: label })
    .click();
  return { page, close: () => context.close() };
}

/** Sets a flag's default through the operator API (to put back what a test changed). */
export async function setFlagDefault(request: APIRequestContext, name: string, enabled: boolean) {
  const response = await request.patch(`/api/admin/feature-flags/${name}`, {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { default_enabled: enabled },
  });
  expect(response.status()).toBe(200);
}
