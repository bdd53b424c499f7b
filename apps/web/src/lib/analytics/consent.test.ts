import { consentQuestionInHtml } from '@kaizen/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../storage-keys';
import {
  consentQuestionRendered,
  readAnalyticsConsent,
  setAnalyticsConsent,
  syncConsentCookie,
} from './consent';

// The answer is kept in a cookie as well, so that the server's HTML asks exactly when the
// browser would (issue 14: the banner in the first paint).

const cookieValue = () =>
  /(?:^|;\s*)analytics_consent=([^;]*)/.exec(document.cookie)?.[1] || undefined;

afterEach(() => {
  localStorage.clear();
  document.cookie = 'analytics_consent=; path=/; max-age=0';
});

describe('the consent cookie', () => {
  it('hydration renders the banner exactly when the page came with it', () => {
    expect(consentQuestionRendered()).toBe(false);
    document.body.innerHTML = '<div id="root"><section class="consent-banner"></section></div>';
    expect(consentQuestionRendered()).toBe(true);
    document.body.innerHTML = '';
  });

  it('is written with the answer, and the server then stops asking', () => {
    expect(consentQuestionInHtml(document.cookie, '')).toBe(true);
    setAnalyticsConsent('denied');
    expect(readAnalyticsConsent()).toBe('denied');
    expect(cookieValue()).toBe('denied');
    expect(consentQuestionInHtml(document.cookie, '')).toBe(false);
    setAnalyticsConsent('granted');
    expect(cookieValue()).toBe('granted');
  });

  it('follows an answer kept only in local storage, and its removal', () => {
    localStorage.setItem(StorageKey.analyticsConsent, 'granted');
    syncConsentCookie();
    expect(cookieValue()).toBe('granted');
    localStorage.removeItem(StorageKey.analyticsConsent);
    syncConsentCookie();
    expect(cookieValue()).toBeUndefined();
    expect(consentQuestionInHtml(document.cookie, '')).toBe(true);
  });

  it("says 'off' where analytics is off, so that the server's HTML does not ask", () => {
    localStorage.setItem(StorageKey.blockAnalytics, 'true');
    syncConsentCookie();
    expect(cookieValue()).toBe('off');
    expect(consentQuestionInHtml(document.cookie, '')).toBe(false);
    localStorage.setItem(StorageKey.blockAnalytics, 'false');
    syncConsentCookie();
    expect(cookieValue()).toBeUndefined();
  });
});
