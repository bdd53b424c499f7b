import {
  REALTIME_BAD_PATH_MESSAGE,
  REALTIME_MAX_PATH_DEPTH,
  REALTIME_SEGMENT_PATTERN,
} from '@kaizen/contracts';
import { notFound, unprocessable } from '../../lib/http-errors';
import type { RealtimeRoot } from './tables';

/** Who is asking: from the fb_token (subject firebaseid, claim uid). */
export interface RealtimeUser {
  firebaseid: string;
  userId: number;
}

/** Where a path points: a user's document and the path inside it. */
interface RealtimeLocation {
  root: RealtimeRoot;
  /** Path from the document root down to the addressed node. */
  inner: string[];
  /** Segments of the full path (for the depth limits). */
  depth: number;
}

/** `__proto__` would pass the pattern but must never become an object key. */
export const isValidSegment = (segment: string): boolean =>
  REALTIME_SEGMENT_PATTERN.test(segment) && segment !== '__proto__';

/**
 * The segments of a request path such as `experiments/abc/homepage` (a Firebase-style `.json`
 * suffix is accepted); 422 when a segment has other characters or there are too many.
 */
export function parsePath(raw: string): string[] {
  const segments = raw
    .replace(/\.json$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  const valid =
    segments.length > 0 &&
    segments.length <= REALTIME_MAX_PATH_DEPTH &&
    segments.every(isValidSegment);
  if (!valid) throw unprocessable(REALTIME_BAD_PATH_MESSAGE);
  return segments;
}

/**
 * The access rules (SPEC §7 "Realtime database"): a user reaches only attribution/{firebaseid},
 * experiments/{firebaseid}/..., croexperiments/{firebaseid}/... and users/{id}/appConfig/....
 * Anything else, another user's subtree included, answers 404 so nothing reveals what exists.
 */
export function locate(user: RealtimeUser, segments: string[]): RealtimeLocation {
  const [root, owner, ...below] = segments;
  const depth = segments.length;
  switch (root) {
    case 'attribution':
    case 'experiments':
    case 'croexperiments':
      if (owner === user.firebaseid) return { root, inner: below, depth };
      break;
    case 'users':
      if (owner === String(user.userId) && below[0] === 'appConfig') {
        return { root, inner: below, depth };
      }
      break;
  }
  throw notFound();
}
