import { z } from '../zod';
import { DEFAULT_RELEASE_STAGE, USER_AGENT_MAX_LENGTH } from '../constants';
import { instantSchema, plainText } from '../fields/safe-input';

// Error reports of the web app: the error boundary (SPEC §2) and the failures SPEC §4 and §8 say
// are "reported" go to POST /api/telemetry/errors, which stores them.

export const ERROR_REPORT_MESSAGE_MAX_LENGTH = 2000;
export const ERROR_REPORT_STACK_MAX_LENGTH = 20_000;
/** A report is at most this large on the wire (its texts are cut above; this stops floods). */
export const ERROR_REPORT_BODY_LIMIT_BYTES = 64 * 1024;

/** Over-long text is cut rather than refused: a report should never be lost for its size. */
const cutText = (max: number) => plainText().transform((text) => text.slice(0, max));

export const errorReportRequestSchema = z.object({
  message: plainText()
    .trim()
    .min(1)
    .transform((text) => text.slice(0, ERROR_REPORT_MESSAGE_MAX_LENGTH)),
  stack: cutText(ERROR_REPORT_STACK_MAX_LENGTH).optional(),
  /** React's componentStack of the error boundary. */
  component_stack: cutText(ERROR_REPORT_STACK_MAX_LENGTH).optional(),
  /** The page address; the server removes token-carrying query parameters before storing it. */
  url: plainText().max(4096).optional(),
  /** SPEC §9: trimmed to 500 characters. The request's User-Agent header when absent. */
  user_agent: cutText(USER_AGENT_MAX_LENGTH).optional(),
  /** The web app's release (build version). */
  release: plainText().trim().min(1).max(100).optional(),
  /** SPEC §9: the release stage is non-empty, 'production' when the app does not say. */
  release_stage: plainText().trim().min(1).max(40).default(DEFAULT_RELEASE_STAGE),
  occurred_at: instantSchema,
  /** The device's client id (SPEC §3 stored auth session), when there is a session. */
  client_id: plainText().max(200).optional(),
});
/** What the web app sends. */
export type ErrorReportRequest = z.input<typeof errorReportRequestSchema>;
/** What the server stores, after the cuts above. */
export type ParsedErrorReport = z.output<typeof errorReportRequestSchema>;

export const errorReportResponseSchema = z.object({ success: z.literal(true) });
export type ErrorReportResponse = z.infer<typeof errorReportResponseSchema>;

/**
 * One group of the operator's Errors page (GET /api/admin/error-groups): reports with the same
 * fingerprint (their message and top stack frame, or page route when there is no stack), with
 * tokens, emails and long numbers already removed by the server.
 */
export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  count: z.number().int().min(1),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The latest report's release and stage. */
  release: z.string().nullable(),
  release_stage: z.string(),
  /** The latest report: its message, top frame (or route) and page address. */
  message: z.string(),
  top_frame: z.string(),
  url: z.string().nullable(),
  stack: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const errorGroupsResponseSchema = z.object({ data: z.array(errorGroupSchema) });
/** The Errors page shows the most recently seen groups, at most this many. */
export const ERROR_GROUPS_SHOWN = 100;
