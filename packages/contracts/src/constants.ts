// SPEC §9 business constants and limits, one named export each so that a bundle keeps only what
// it uses. Durations are in milliseconds unless the name says otherwise.

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Requests and timers
export const REQUEST_TIMEOUT_MS = 30_000;
export const PERSIST_TIMEOUT_MS = 5_000;
export const OFFLINE_PROBE_INTERVAL_MS = 1_000;
export const SECTION_SCROLL_DELAY_MS = 100;
export const BUTTON_DEBOUNCE_MS = 500;

// Toasts (SPEC §8, §9)
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const HELPER_TOAST_AUTO_CLOSE_MS = 2_000;
export const TOAST_SWIPE_DISMISS_PERCENT = 80;

// Attribution and marketing automation (SPEC §4)
export const ATTRIBUTION_VALIDITY_DAYS = 7;
export const ATTRIBUTION_VALIDITY_MS = ATTRIBUTION_VALIDITY_DAYS * DAY_MS;
export const MARKETING_TIMESTAMP_VALIDITY_DAYS = 45;
export const MARKETING_TIMESTAMP_VALIDITY_MS = 3_888_000_000;

// People, uploads, layout
export const ADULT_AGE = 18;
export const DEFAULT_UPLOAD_LIMIT_MB = 100;
export const MOBILE_WIDTH_THRESHOLD_PX = 768;
export const PHONE_DIGITS = 10;
export const USER_AGENT_MAX_LENGTH = 500;

// Matching and provider filters
export const MAX_MATCHED_PROVIDERS = 30;
export const PRICE_TIERS = [1, 2, 3, 4, 5] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

// Text and dates
export const TEXT_TRUNCATION_LENGTH = 40;
/** dayjs format: 12-hour clock with AM/PM. */
export const DATE_FORMAT = 'DD MMM YYYY, hh:mm A';
export const TODAY_LABEL = 'Today';
export const TOMORROW_LABEL = 'Tomorrow';

// Experiments and feature flags
export const EXPERIMENT_REDIRECT_DELAY_MS = 100;
export const EXPERIMENT_REDIRECT_MAX_DELAY_MS = 1_000;
export const FEATURE_FLAG_CACHE_STALE_MS = 60 * SECOND_MS;
export const FEATURE_FLAG_CACHE_MAX_AGE_MS = 4 * HOUR_MS;
export const FEATURE_FLAG_CACHE_MAX_ENTRIES = 10;

/** ISO 3166-1 alpha-2; also the country when the location lookup fails (SPEC §8). */
export const DEFAULT_COUNTRY = 'IN';
/** SPEC §3: the device's logged-in location country when none is known. */
export const DEFAULT_DEVICE_COUNTRY_NAME = 'India';

// Tracing and error reporting
export const TRACING_BATCH_SIZE = 100;
export const TRACING_INACTIVITY_FLUSH_MS = 30_000;
export const TRACING_RETRY_QUEUE_DISCARD_MS = DAY_MS;
export const TRACING_RETRY_STATUS_CODES = [402, 407, 408, 429] as const;
export const TRACING_SAMPLING_REFRESH_MS = DAY_MS;
/** An error-reporting API key is 32 hexadecimal characters. */
export const ERROR_REPORTING_API_KEY_PATTERN = /^[0-9a-f]{32}$/i;
export const DEFAULT_RELEASE_STAGE = 'production';

// Analytics
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5 * SECOND_MS;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 90 * SECOND_MS;
export const ANALYTICS_COOKIE_EXPIRY_DAYS = 365;
export const ANALYTICS_PROPERTY_MAX_LENGTH = 255;
export const SESSION_REPLAY_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const SESSION_REPLAY_MAX_RECORDING_MS = 24 * HOUR_MS;
/** SPEC §2: the home path's label in analytics. */
export const HOME_PAGE_ANALYTICS_LABEL = 'home_page';

export const PROFILE_EVENTS = {
  EMAIL_UPDATE: 'email_update',
  PHONE_UPDATE: 'phone_update',
  DELETE_PROFILE: 'delete_profile',
  NEW_PROFILE: 'new_profile',
  SWITCH_PROFILE: 'switch_profile',
  PROFILE_DETAILS_CLICK: 'profile_details_click',
  SWITCH_PROFILE_BOOK: 'switch_profile_book',
} as const;
export type ProfileEvent = (typeof PROFILE_EVENTS)[keyof typeof PROFILE_EVENTS];

export const MODAL_ACTIONS = {
  FIRST_STEP_MODAL_STATUS: 'FIRST_STEP_MODAL_STATUS',
  AI_CONSENT_MODAL_STATUS: 'AI_CONSENT_MODAL_STATUS',
} as const;
export type ModalAction = (typeof MODAL_ACTIONS)[keyof typeof MODAL_ACTIONS];

/** Web pages of the policy documents (the sign-up boxes link to them; consents.ts). */
export const TERMS_PAGE_PATH = '/terms';
export const PRIVACY_POLICY_PAGE_PATH = '/privacy-policy';

/** Partner landing (SPEC §2): reads `jwt` (and `company`) from the address; members log out to it. */
export const PARTNER_LANDING_PATH = '/t-p';
/** SPEC §2: the partner (card) dashboard, for organisations with show_card_dashboard on. */
export const PARTNER_DASHBOARD_PATH = '/partnerdashboard';
