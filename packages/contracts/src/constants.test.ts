import { describe, expect, it } from 'vitest';
import * as constants from './constants';

const DAY_MS = 86_400_000;

describe('SPEC §9 constants', () => {
  it('timers and timeouts', () => {
    expect(constants.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(constants.PERSIST_TIMEOUT_MS).toBe(5_000);
    expect(constants.OFFLINE_PROBE_INTERVAL_MS).toBe(1_000);
    expect(constants.SECTION_SCROLL_DELAY_MS).toBe(100);
    expect(constants.BUTTON_DEBOUNCE_MS).toBe(500);
  });

  it('toasts', () => {
    expect(constants.TOAST_AUTO_CLOSE_MS).toBe(5_000);
    expect(constants.HELPER_TOAST_AUTO_CLOSE_MS).toBe(2_000);
    expect(constants.TOAST_SWIPE_DISMISS_PERCENT).toBe(80);
  });

  it('attribution 7 days; marketing timestamp 45 days is 3,888,000,000 ms', () => {
    expect(constants.ATTRIBUTION_VALIDITY_DAYS).toBe(7);
    expect(constants.ATTRIBUTION_VALIDITY_MS).toBe(7 * DAY_MS);
    expect(constants.MARKETING_TIMESTAMP_VALIDITY_MS).toBe(3_888_000_000);
    expect(constants.MARKETING_TIMESTAMP_VALIDITY_MS).toBe(
      constants.MARKETING_TIMESTAMP_VALIDITY_DAYS * DAY_MS,
    );
  });

  it('limits', () => {
    expect(constants.ADULT_AGE).toBe(18);
    expect(constants.DEFAULT_UPLOAD_LIMIT_MB).toBe(100);
    expect(constants.MOBILE_WIDTH_THRESHOLD_PX).toBe(768);
    expect(constants.MAX_MATCHED_PROVIDERS).toBe(30);
    expect(constants.PHONE_DIGITS).toBe(10);
    expect(constants.PRICE_TIERS).toEqual([1, 2, 3, 4, 5]);
    expect(constants.USER_AGENT_MAX_LENGTH).toBe(500);
    expect(constants.TEXT_TRUNCATION_LENGTH).toBe(40);
  });

  it('dates: 12-hour format with AM/PM, Today and Tomorrow', () => {
    expect(constants.DATE_FORMAT).toBe('DD MMM YYYY, hh:mm A');
    expect([constants.TODAY_LABEL, constants.TOMORROW_LABEL]).toEqual(['Today', 'Tomorrow']);
  });

  it('experiments, feature-flag cache and default country', () => {
    expect(constants.EXPERIMENT_REDIRECT_DELAY_MS).toBe(100);
    expect(constants.EXPERIMENT_REDIRECT_MAX_DELAY_MS).toBe(1_000);
    expect(constants.FEATURE_FLAG_CACHE_STALE_MS).toBe(60_000);
    expect(constants.FEATURE_FLAG_CACHE_MAX_AGE_MS).toBe(4 * 3_600_000);
    expect(constants.FEATURE_FLAG_CACHE_MAX_ENTRIES).toBe(10);
    expect(constants.DEFAULT_COUNTRY).toBe('IN');
  });

  it('tracing and error reporting', () => {
    expect(constants.TRACING_BATCH_SIZE).toBe(100);
    expect(constants.TRACING_INACTIVITY_FLUSH_MS).toBe(30_000);
    expect(constants.TRACING_RETRY_QUEUE_DISCARD_MS).toBe(DAY_MS);
    expect(constants.TRACING_RETRY_STATUS_CODES).toEqual([402, 407, 408, 429]);
    expect(constants.TRACING_SAMPLING_REFRESH_MS).toBe(DAY_MS);
    expect(constants.DEFAULT_RELEASE_STAGE).toBe('production');
  });

  it('error-reporting API key: 32 hexadecimal characters, no more, no fewer', () => {
    const pattern = constants.ERROR_REPORTING_API_KEY_PATTERN;
    expect(pattern.test('0123456789abcdef0123456789ABCDEF')).toBe(true);
    expect(pattern.test('0123456789abcdef0123456789abcde')).toBe(false);
    expect(pattern.test('0123456789abcdef0123456789abcdef0')).toBe(false);
    expect(pattern.test('0123456789abcdef0123456789abcdeg')).toBe(false);
  });

  it('analytics defaults', () => {
    expect(constants.ANALYTICS_BATCH_SIZE).toBe(50);
    expect(constants.ANALYTICS_FLUSH_INTERVAL_MS).toBe(5_000);
    expect(constants.ANALYTICS_REQUEST_TIMEOUT_MS).toBe(90_000);
    expect(constants.ANALYTICS_COOKIE_EXPIRY_DAYS).toBe(365);
    expect(constants.ANALYTICS_PROPERTY_MAX_LENGTH).toBe(255);
    expect(constants.SESSION_REPLAY_IDLE_TIMEOUT_MS).toBe(30 * 60_000);
    expect(constants.SESSION_REPLAY_MAX_RECORDING_MS).toBe(DAY_MS);
  });

  it('profile events and modal actions', () => {
    expect(Object.values(constants.PROFILE_EVENTS)).toEqual([
      'email_update',
      'phone_update',
      'delete_profile',
      'new_profile',
      'switch_profile',
      'profile_details_click',
      'switch_profile_book',
    ]);
    expect(Object.values(constants.MODAL_ACTIONS)).toEqual([
      'FIRST_STEP_MODAL_STATUS',
      'AI_CONSENT_MODAL_STATUS',
    ]);
  });
});
