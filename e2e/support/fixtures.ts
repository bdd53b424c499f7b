import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test's browser context: console messages reporting a Content-Security-Policy violation
 * fail the test. The API serves a strict CSP (style-src 'self'; script-src 'self'), so an inline
 * style or script anywhere in the app shows up here.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|Refused to (apply|load|execute|connect)/i.test(text)) {
        violations.push(text);
      }
    });
    await use(context);
    expect(violations, 'CSP violations in the console').toEqual([]);
  },
});

export { expect };

/** Local storage keys of the page, sorted. */
export const localStorageKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).sort());
