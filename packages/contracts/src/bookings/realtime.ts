import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// The realtime database of SPEC §3 and §7, served by the API at /api/realtime/{path} with the
// semantics of a Firebase REST database: GET reads, PUT replaces, PATCH merges, DELETE removes.
// Requests carry the user's fb_token as `Authorization: Bearer <fb_token>` or `?auth=<fb_token>`.

export const REALTIME_BASE_PATH = '/realtime';
/** Every path segment, and every key of a written object, so that each stored node is addressable. */
export const REALTIME_SEGMENT_PATTERN = /^[A-Za-z0-9_-]+$/;
export const REALTIME_MAX_PATH_DEPTH = 10;
/** Nesting limit of a stored tree, path included (as in a Firebase database). */
export const REALTIME_MAX_TREE_DEPTH = 32;
export const REALTIME_MAX_VALUE_BYTES = 64 * 1024;
/** One user's whole subtree (e.g. every experiment) may grow to this size. */
export const REALTIME_MAX_DOCUMENT_BYTES = 256 * 1024;

export const REALTIME_UNAUTHORIZED_MESSAGE =
  'The realtime token is missing, invalid or expired. Please sign in again.';
export const REALTIME_BAD_PATH_MESSAGE =
  'The path must be 1 to 10 segments of letters, digits, underscores and hyphens.';
export const REALTIME_BAD_KEY_MESSAGE =
  'Object keys must be letters, digits, underscores and hyphens.';
export const REALTIME_TOO_DEEP_MESSAGE = 'The data is nested too deeply.';
export const REALTIME_TOO_LARGE_MESSAGE = 'The data is too large (at most 64 KB per write).';
export const REALTIME_DOCUMENT_TOO_LARGE_MESSAGE = 'The stored data would be too large.';
export const REALTIME_PATCH_OBJECT_MESSAGE = 'A PATCH body must be a JSON object.';

/** Any JSON value; null means absent (a read of a missing path answers null). */
export type RealtimeValue =
  string | number | boolean | null | RealtimeValue[] | { [key: string]: RealtimeValue };
/** Named, and recursive through its own name, so the OpenAPI document can reference it. */
export const realtimeValueSchema: z.ZodType<RealtimeValue> = z
  .lazy(() =>
    z.union([
      plainText(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(realtimeValueSchema),
      z.record(plainText(), realtimeValueSchema),
    ]),
  )
  .meta({ id: 'RealtimeValue' });

/** The places of SPEC §7 "Realtime database" that a signed-in user may read and write. */
export const realtimePaths = {
  /** SPEC §3 attribution record (ad_user_params). */
  attribution: (firebaseid: string) => `attribution/${firebaseid}`,
  /** SPEC §4 experiments: a variant is null (unset), a value, or false (failure). */
  experiment: (firebaseid: string, experiment: string) => `experiments/${firebaseid}/${experiment}`,
  croExperiment: (firebaseid: string, experiment: string) =>
    `croexperiments/${firebaseid}/${experiment}`,
  /** SPEC §3 live-session user record appConfig, e.g. moengage_web_timestamp. */
  appConfig: (userId: number, key?: string) =>
    key ? `users/${userId}/appConfig/${key}` : `users/${userId}/appConfig`,
};
