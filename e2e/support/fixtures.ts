import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test's browser context: console messages reporting a Content-Security-Policy violation
 * fail the test. The API serves a strict CSP (style-src 'self'; script-src 'self'), so an inline
 * style or script anywhere in the app shows up here.
 */
export const test = base.extend<{ announceNewProfiles: boolean }>({
  /**
   * The new-profile modal and tip (SPEC §4) greet every account once; a test that is not about
   * them starts with both marked as seen on this device (`test.use({ announceNewProfiles: true })`
   * keeps them).
   */
  announceNewProfiles: [false, { option: true }],
  context: async ({ context, announceNewProfiles }, use) => {
    if (!announceNewProfiles) {
      await context.addInitScript(() => {
        window.localStorage.setItem('showNewProfileModal', 'false');
        window.localStorage.setItem('showNewProfileTooltip', 'false');
      });
    }
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
