import {
  REALTIME_BAD_KEY_MESSAGE,
  REALTIME_BAD_PATH_MESSAGE,
  REALTIME_DOCUMENT_TOO_LARGE_MESSAGE,
  REALTIME_MAX_DOCUMENT_BYTES,
  REALTIME_MAX_PATH_DEPTH,
  REALTIME_MAX_TREE_DEPTH,
  REALTIME_MAX_VALUE_BYTES,
  REALTIME_PATCH_OBJECT_MESSAGE,
  REALTIME_TOO_DEEP_MESSAGE,
  REALTIME_TOO_LARGE_MESSAGE,
  REALTIME_UNAUTHORIZED_MESSAGE,
  type RealtimeValue,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { unauthorized, unprocessable } from '../../lib/http-errors';
import { verifyToken } from '../../lib/signed-tokens';
import { credentialIsLive } from '../auth/service';
import { isValidSegment, locate, parsePath, type RealtimeUser } from './access';
import { changeDocument, readDocument, readDocumentsOf } from './queries';
import { isDeeperThan, isJsonObject, objectKeys, prune, valueAt, withValueAt } from './tree';

const byteSize = (value: RealtimeValue) => Buffer.byteLength(JSON.stringify(value));

/**
 * The user an fb_token belongs to (audience 'realtime', subject firebaseid, claim uid), while the
 * device session it was issued to stands (auth's credentialIsLive); else 401.
 */
export async function realtimeUserFromToken(
  db: Database,
  secret: string,
  token: string | undefined,
  now: Date,
): Promise<RealtimeUser> {
  const claims = token ? await verifyToken(secret, 'realtime', token, now) : null;
  const uid = claims?.uid;
  if (!claims || typeof uid !== 'number' || !(await credentialIsLive(db, claims, now))) {
    throw unauthorized(REALTIME_UNAUTHORIZED_MESSAGE);
  }
  return { firebaseid: claims.sub, userId: uid };
}

/** 422 unless the value can be stored `depthAbove` levels down the tree. */
function checkValue(value: RealtimeValue, depthAbove: number): void {
  if (isDeeperThan(value, REALTIME_MAX_TREE_DEPTH - depthAbove)) {
    throw unprocessable(REALTIME_TOO_DEEP_MESSAGE);
  }
  if (byteSize(value) > REALTIME_MAX_VALUE_BYTES) throw unprocessable(REALTIME_TOO_LARGE_MESSAGE);
  for (const key of objectKeys(value)) {
    if (!isValidSegment(key)) throw unprocessable(REALTIME_BAD_KEY_MESSAGE);
  }
}

/**
 * Refuses a request body nested deeper than any storable value before schema validation walks it
 * (a recursive walk of a body nested a million levels deep would exhaust the stack).
 */
export function refuseTooDeep(body: unknown): void {
  if (isDeeperThan(body, REALTIME_MAX_TREE_DEPTH)) throw unprocessable(REALTIME_TOO_DEEP_MESSAGE);
}

function checkDocumentSize(document: RealtimeValue): RealtimeValue {
  if (document !== null && byteSize(document) > REALTIME_MAX_DOCUMENT_BYTES) {
    throw unprocessable(REALTIME_DOCUMENT_TOO_LARGE_MESSAGE);
  }
  return document;
}

export async function readRealtime(
  db: Database,
  user: RealtimeUser,
  path: string,
): Promise<RealtimeValue> {
  const { root, inner } = locate(user, parsePath(path));
  return valueAt(await readDocument(db, user.userId, root), inner);
}

/** PUT: replaces the value at the path (null removes it); answers what is now stored there. */
export async function putRealtime(
  db: Database,
  user: RealtimeUser,
  path: string,
  value: RealtimeValue,
  now: Date,
): Promise<RealtimeValue> {
  const { root, inner, depth } = locate(user, parsePath(path));
  checkValue(value, depth);
  await changeDocument(db, user.userId, root, now, (document) =>
    checkDocumentSize(withValueAt(document, inner, value)),
  );
  return prune(value);
}

/**
 * PATCH: writes each child of the given object at the path, leaving the other children alone.
 * A key may be a relative path ("a/b") and a null child removes that child, as in Firebase.
 */
export async function patchRealtime(
  db: Database,
  user: RealtimeUser,
  path: string,
  patch: RealtimeValue,
  now: Date,
): Promise<RealtimeValue> {
  const { root, inner, depth } = locate(user, parsePath(path));
  if (!isJsonObject(patch)) throw unprocessable(REALTIME_PATCH_OBJECT_MESSAGE);
  if (byteSize(patch) > REALTIME_MAX_VALUE_BYTES) throw unprocessable(REALTIME_TOO_LARGE_MESSAGE);
  const writes = Object.entries(patch).map(([key, value]) => {
    const relative = key.split('/');
    if (!relative.every(isValidSegment) || depth + relative.length > REALTIME_MAX_PATH_DEPTH) {
      throw unprocessable(REALTIME_BAD_PATH_MESSAGE);
    }
    checkValue(value, depth + relative.length);
    return { at: [...inner, ...relative], value };
  });
  if (writes.length === 0) return patch;
  await changeDocument(db, user.userId, root, now, (document) =>
    checkDocumentSize(
      writes.reduce((tree, write) => withValueAt(tree, write.at, write.value), document),
    ),
  );
  return patch;
}

/** DELETE: removes the value at the path; answers null like a Firebase REST delete. */
export async function deleteRealtime(
  db: Database,
  user: RealtimeUser,
  path: string,
  now: Date,
): Promise<null> {
  const { root, inner } = locate(user, parsePath(path));
  await changeDocument(db, user.userId, root, now, (document) =>
    withValueAt(document, inner, null),
  );
  return null;
}

/**
 * The SPEC §3 attribution records (attribution/{firebaseid}) of many users, keyed by user id, for
 * the operator funnel (telemetry). Values are as the web wrote them; the reader normalises.
 */
export function attributionRecords(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, RealtimeValue>> {
  return readDocumentsOf(db, 'attribution', userIds);
}

/**
 * Writes `value` at the path only when nothing is stored there, under the document's row lock, so
 * of two first writers at once exactly one value is kept; answers the value stored afterwards and
 * whether this call wrote it. (SPEC §4 experiments: a stored value wins.)
 */
export async function claimRealtime(
  db: Database,
  user: RealtimeUser,
  path: string,
  value: RealtimeValue,
  now: Date,
): Promise<{ value: RealtimeValue; written: boolean }> {
  const { root, inner, depth } = locate(user, parsePath(path));
  checkValue(value, depth);
  let outcome: { value: RealtimeValue; written: boolean } = { value: null, written: false };
  await changeDocument(db, user.userId, root, now, (document) => {
    const current = valueAt(document, inner);
    if (current !== null) {
      outcome = { value: current, written: false };
      return document;
    }
    outcome = { value: prune(value), written: true };
    return checkDocumentSize(withValueAt(document, inner, value));
  });
  return outcome;
}
