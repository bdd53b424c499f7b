import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page's root (hydrated a server-rendered page or rendered
 * its own): before that, server-rendered controls show but do nothing when used.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
  });
}
