import path from 'node:path';
import type { Page } from '@playwright/test';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const TABLET_VIEWPORT = { width: 820, height: 1180 };

type Viewports = readonly (readonly [label: string, size: { width: number; height: number }])[];
const PHONE_AND_DESKTOP: Viewports = [
  ['mobile', MOBILE_VIEWPORT],
  ['desktop', DESKTOP_VIEWPORT],
];
/** The clinician workspace is used on desktops and tablets (issue 13). */
export const TABLET_AND_DESKTOP: Viewports = [
  ['tablet', TABLET_VIEWPORT],
  ['desktop', DESKTOP_VIEWPORT],
];

const folder = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Saves e2e/screenshots/<name>-mobile.png and <name>-desktop.png (or other sizes) of the page. */
export async function saveScreenshots(
  page: Page,
  name: string,
  waitFor?: () => Promise<void>,
  viewports: Viewports = PHONE_AND_DESKTOP,
) {
  for (const [label, viewport] of viewports) {
    await page.setViewportSize(viewport);
    await waitFor?.();
    await page.screenshot({ path: path.join(folder, `${name}-${label}.png`), fullPage: true });
  }
}
