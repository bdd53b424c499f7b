import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

// Lighthouse mobile (its default: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on
// the installed Chromium, headless, nothing downloaded. One browser profile for all pages: the
// signed-in home is audited after signing in through the log-in screen, with Lighthouse told not
// to clear the storage that holds the session.

export interface LighthouseResult {
  name: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Lighthouse's measure of the host's CPU speed (`environment.benchmarkIndex`). Its CPU
   * slowdown is a fixed 4×, so the same page scores lower on a slower host: compare scores
   * between runs with similar indexes only.
   */
  benchmarkIndex: number;
  /** Every run's performance score when the page was audited more than once. */
  scores?: number[];
}

interface LighthousePage {
  name: string;
  path: string;
  /** Sign in through the log-in screen first (and keep the storage). */
  signedIn?: { login: string; password: string };
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function signInThroughTheScreen(
  port: number,
  baseUrl: string,
  account: { login: string; password: string },
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/log-in/`);
    await page.getByLabel('Email or mobile number').fill(account.login);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;

/**
 * One audit; a run whose trace Lighthouse could not record (NO_NAVSTART, seen now and then on
 * the first page of a fresh browser) is repeated once, since it measured nothing.
 */
async function auditWithOneRetry(port: number, url: string, page: LighthousePage) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(page.signedIn),
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (!run.lhr.runtimeError) return run.lhr;
    if (attempt === 2) throw new Error(`Lighthouse: ${run.lhr.runtimeError.message}`);
  }
}

export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
): Promise<LighthouseResult[]> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      if (page.signedIn) await signInThroughTheScreen(chrome.port, baseUrl, page.signedIn);
      const lhr = await auditWithOneRetry(chrome.port, `${baseUrl}${page.path}`, page);
      results.push({
        name: page.name,
        path: page.path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
        lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
        tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return results;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
