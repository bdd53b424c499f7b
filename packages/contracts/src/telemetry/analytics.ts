import { z } from '../zod';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_PROPERTY_MAX_LENGTH } from '../constants';
import {
  ANALYTICS_EVENT_NAME_PATTERN,
  ANALYTICS_MAX_PROPERTIES,
  ANALYTICS_URL_MAX_LENGTH,
} from './analytics-rules';
import { instantSchema, plainText } from '../fields/safe-input';

// Product analytics stored by Kaizen itself (issue 15, SPEC §4, §9), only after the person allowed
// it on this device (the web's consent banner).
// Endpoints: `endpoints/telemetry.ts` (anyone sends events, a signed-in person's carry their
// account; the funnel and retention reports take the operator token).

/** A device id is a UUID (web lib/device/device-id.ts) or another short opaque id. */
export const ANALYTICS_DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** SPEC §9 "property truncation 255 characters": the server cuts too, whatever a client sent. */
const propertyText = plainText().transform((text) => text.slice(0, ANALYTICS_PROPERTY_MAX_LENGTH));
const urlText = plainText().max(ANALYTICS_URL_MAX_LENGTH);

export const analyticsPropertiesSchema = z
  .record(
    plainText().regex(/^[A-Za-z0-9_$.-]{1,64}$/, 'Property names are up to 64 letters or digits.'),
    z.union([propertyText, z.number(), z.boolean(), z.null()]),
  )
  .refine((properties) => Object.keys(properties).length <= ANALYTICS_MAX_PROPERTIES, {
    message: `At most ${ANALYTICS_MAX_PROPERTIES} properties per event.`,
  });

export const analyticsEventSchema = z.object({
  event: plainText().regex(ANALYTICS_EVENT_NAME_PATTERN, 'Event names are lower_snake_case.'),
  /** The client's id of this event: a retried batch is stored once. */
  insert_id: plainText().regex(/^[A-Za-z0-9_-]{8,64}$/),
  time: instantSchema,
  /** SPEC §4: current url, initial and previous referrer (or direct), token parameters removed. */
  current_url: urlText,
  initial_referrer: urlText,
  previous_referrer: urlText,
  properties: analyticsPropertiesSchema.default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  device_id: plainText().regex(ANALYTICS_DEVICE_ID_PATTERN),
  /** SPEC §9 "batch 50". */
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_SIZE),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;
export type ParsedAnalyticsBatch = z.output<typeof analyticsBatchSchema>;

export const analyticsBatchResponseSchema = z.object({
  /** Events stored now (a retried event already stored, or an excluded person's, is not). */
  stored: z.number().int().min(0),
});

// ---- Operator dashboard ----------------------------------------------------------------------

export const FUNNEL_STEPS = ['visit', 'sign_up', 'first_booking', 'completed_session'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visit: 'Visit',
  sign_up: 'Sign-up',
  first_booking: 'First booking',
  completed_session: 'Completed session',
};
/** The longest window the funnel reads at once, and the retention table's most weeks. */
export const FUNNEL_MAX_DAYS = 366;
export const RETENTION_MAX_WEEKS = 26;

export const analyticsFunnelQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  people: z.number().int().min(0),
  /** Share of the previous step (0-1); null for the first step or an empty previous step. */
  conversion: z.number().min(0).max(1).nullable(),
});
export type FunnelStepCount = z.infer<typeof funnelStepSchema>;

export const analyticsFunnelResponseSchema = z.object({
  /** The window, days in UTC: from inclusive, to inclusive. */
  from: z.iso.date(),
  to: z.iso.date(),
  steps: z.array(funnelStepSchema),
  /** The same funnel per utm source after SPEC §5 normalisation ('direct' without a source). */
  by_source: z.array(z.object({ source: z.string(), steps: z.array(funnelStepSchema) })),
});
export type AnalyticsFunnelResponse = z.infer<typeof analyticsFunnelResponseSchema>;

export const analyticsRetentionQuerySchema = z
  .object({ weeks: z.coerce.number().int().min(1).max(RETENTION_MAX_WEEKS).default(8) })
  .strict();

export const analyticsRetentionResponseSchema = z.object({
  cohorts: z.array(
    z.object({
      /** Monday (UTC) of the week the people were first seen. */
      week: z.iso.date(),
      people: z.number().int().min(0),
      /** People of the cohort active in its week 0, 1, 2... (up to the current week). */
      active: z.array(z.number().int().min(0)),
    }),
  ),
});
export type AnalyticsRetentionResponse = z.infer<typeof analyticsRetentionResponseSchema>;
