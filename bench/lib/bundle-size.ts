import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Issue 14: the log-in screen, the first most visitors open, loads at most this much JavaScript
 * (gzip). The floor is React itself (react + react-dom, 67 KiB). The bench fails above it.
 */
export const LOGIN_JAVASCRIPT_BUDGET_KIB = 120;

export interface BundleSize {
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * What the browser really loads: open the page in Chromium, collect every JavaScript response
 * (entry, preloads and lazy chunks the route pulls in) and gzip each body at level 9.
 */
export async function measureJavaScript(baseUrl: string, pagePath: string): Promise<BundleSize> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js')) bodies.push(response.body());
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return {
      path: pagePath,
      files: scripts.length,
      rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}

/** The budget check's verdict, printed by the bench; undefined when within the budget. */
export function overBudget(size: BundleSize, budgetKiB = LOGIN_JAVASCRIPT_BUDGET_KIB) {
  const kib = size.gzipBytes / 1024;
  if (kib <= budgetKiB) return undefined;
  return `JavaScript for ${size.path} is ${kib.toFixed(1)} KiB gzip, over its ${budgetKiB} KiB budget`;
}
