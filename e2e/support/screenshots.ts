import path from 'node:path';
import type { Page } from '@playwright/test';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

const folder = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Saves e2e/screenshots/<name>-mobile.png and <name>-desktop.png of the current page. */
export async function saveScreenshots(page: Page, name: string, waitFor?: () => Promise<void>) {
  for (const [label, viewport] of [
    ['mobile', MOBILE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await waitFor?.();
    await page.screenshot({ path: path.join(folder, `${name}-${label}.png`), fullPage: true });
  }
}
