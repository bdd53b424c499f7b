import type { Endpoint } from '../endpoint';
import {
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsFunnelQuerySchema,
  analyticsFunnelResponseSchema,
  analyticsRetentionQuerySchema,
  analyticsRetentionResponseSchema,
} from '../telemetry/analytics';
import {
  errorGroupsResponseSchema,
  errorReportRequestSchema,
  errorReportResponseSchema,
} from '../telemetry/telemetry';
import { clientSpansRequestSchema, tracingSettingsResponseSchema } from '../telemetry/tracing';
import {
  ANALYTICS_EVENTS_PATH,
  CLIENT_SPANS_PATH,
  ERROR_REPORTS_PATH,
  TRACING_SETTINGS_PATH,
} from './zod-free-paths';

/** Store an error report of the web app. */
export const errorReportEndpoint = {
  method: 'POST',
  path: ERROR_REPORTS_PATH,
  body: errorReportRequestSchema,
  response: errorReportResponseSchema,
} as const satisfies Endpoint;

/** Stored error reports grouped by fingerprint (operator, x-admin-token). */
export const errorGroupsEndpoint = {
  method: 'GET',
  path: '/admin/error-groups',
  response: errorGroupsResponseSchema,
} as const satisfies Endpoint;

/** Store a batch of analytics events (sent only after the person allowed it). */
export const analyticsBatchEndpoint = {
  method: 'POST',
  path: ANALYTICS_EVENTS_PATH,
  body: analyticsBatchSchema,
  response: analyticsBatchResponseSchema,
} as const satisfies Endpoint;

/** The conversion funnel over a period (operator, x-admin-token). */
export const analyticsFunnelEndpoint = {
  method: 'GET',
  path: '/admin/analytics/funnel',
  query: analyticsFunnelQuerySchema,
  response: analyticsFunnelResponseSchema,
} as const satisfies Endpoint;

/** Weekly retention cohorts (operator, x-admin-token). */
export const analyticsRetentionEndpoint = {
  method: 'GET',
  path: '/admin/analytics/retention',
  query: analyticsRetentionQuerySchema,
  response: analyticsRetentionResponseSchema,
} as const satisfies Endpoint;

/** The web app's trace sampling. */
export const tracingSettingsEndpoint = {
  method: 'GET',
  path: TRACING_SETTINGS_PATH,
  response: tracingSettingsResponseSchema,
} as const satisfies Endpoint;

/** Export a batch of the web app's spans (1 to 100) to the trace collector. */
export const clientSpansEndpoint = {
  method: 'POST',
  path: CLIENT_SPANS_PATH,
  body: clientSpansRequestSchema,
  response: errorReportResponseSchema,
} as const satisfies Endpoint;
