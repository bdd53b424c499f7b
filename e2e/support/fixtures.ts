import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test's browser context: console messages reporting a Content-Security-Policy violation
 * fail the test. The API serves a strict CSP (style-src 'self'; script-src 'self'), so an inline
 * style or script anywhere in the app shows up here.
 */
export const test = base.extend<{
  announceNewProfiles: boolean;
  analyticsConsent: 'granted' | 'denied' | null;
}>({
  /**
   * The new-profile modal and tip (SPEC §4) greet every account once; a test that is not about
   * them starts with both marked as seen on this device (`test.use({ announceNewProfiles: true })`
   * keeps them).
   */
  announceNewProfiles: [false, { option: true }],
  /**
   * The analytics consent banner (issue 15) asks every new device; a test that is not about it
   * starts with "No thanks" answered (nothing tracked), unless it sets `analyticsConsent: null`
   * (the banner shows) or 'granted'. Set only when the device has no answer, so a test's own
   * answer survives reloads. The cookie too, so that the server's HTML has no banner either.
   */
  analyticsConsent: ['denied', { option: true }],
  context: async ({ context, announceNewProfiles, analyticsConsent, baseURL }, use) => {
    if (analyticsConsent) {
      await context.addCookies([
        { name: 'analytics_consent', value: analyticsConsent, url: baseURL },
      ]);
      await context.addInitScript((choice) => {
        if (window.localStorage.getItem('analytics_consent') === null) {
          window.localStorage.setItem('analytics_consent', choice);
        }
      }, analyticsConsent);
    }
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
