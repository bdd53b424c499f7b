import { TRACING_BATCH_SIZE } from '../constants';
import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// The web app's traces (issue 15, SPEC §9 tracing): the API says how much to sample
// (GET /api/telemetry/tracing, asked every 24 h) and takes batches of finished spans
// (POST /api/telemetry/spans), which it exports with its own to the OTLP collector.

export const tracingSettingsResponseSchema = z.object({
  /** 0 when the server exports no traces: the app then makes none. */
  sampling_probability: z.number().min(0).max(1),
});
export type TracingSettings = z.infer<typeof tracingSettingsResponseSchema>;

const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));

export const clientSpanSchema = z.object({
  trace_id: hex(32),
  span_id: hex(16),
  name: plainText().trim().min(1).max(200),
  /** Milliseconds since the epoch. */
  start_ms: z.number().int().min(0),
  end_ms: z.number().int().min(0),
  attributes: z
    .record(plainText().max(100), z.union([plainText().max(500), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes')
    .default({}),
  error: z.boolean().default(false),
});
export type ClientSpan = z.input<typeof clientSpanSchema>;

export const clientSpansRequestSchema = z.object({
  spans: z.array(clientSpanSchema).min(1).max(TRACING_BATCH_SIZE),
});
