import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { expect } from './fixtures';

/** Opens the operator console as an operator would: /operator, the token, "Open the console". */
export async function openOperatorConsole(page: Page, token = E2E_ADMIN_TOKEN) {
  await page.goto('/operator');
  await page.getByLabel('Operator token').fill(token);
  await page.getByRole('button', { name: 'Open the console' }).click();
}

/** Sets a flag's default through the operator API (to put back what a test changed). */
export async function setFlagDefault(request: APIRequestContext, name: string, enabled: boolean) {
  const response = await request.patch(`/api/admin/feature-flags/${name}`, {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { default_enabled: enabled },
  });
  expect(response.status()).toBe(200);
}
