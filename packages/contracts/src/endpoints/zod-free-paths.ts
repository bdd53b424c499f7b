// Paths of endpoints that code on every page calls with `fetch` before Zod has loaded: the
// connectivity probe, the log-in screen's sign-in options, the visitor's country, and the error,
// analytics and tracing senders. This module holds no schema, so importing a path from here does
// not bring Zod into the log-in screen's JavaScript (its budget, issue 14); the endpoints
// themselves (health.ts, sign-in-options.ts, providers.ts, telemetry.ts) are built on these paths.

export const HEALTH_PATH = '/health';
export const SIGN_IN_OPTIONS_PATH = '/sign_in_options';
export const LOCATION_PATH = '/location';
export const ERROR_REPORTS_PATH = '/telemetry/errors';
export const ANALYTICS_EVENTS_PATH = '/telemetry/events';
export const TRACING_SETTINGS_PATH = '/telemetry/tracing';
export const CLIENT_SPANS_PATH = '/telemetry/spans';
