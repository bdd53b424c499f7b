import type { RealtimeValue } from '@kaizen/contracts';

// Pure operations on a JSON tree with the rules of a Firebase database: null means absent, and
// neither nulls nor empty objects are stored. Arrays are kept as values.

type JsonObject = { [key: string]: RealtimeValue };

export const isJsonObject = (value: RealtimeValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value without null children or empty objects; null when nothing is left. */
export function prune(value: RealtimeValue): RealtimeValue {
  if (!isJsonObject(value)) return value;
  const kept: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    const prunedChild = prune(child);
    if (prunedChild !== null) kept[key] = prunedChild;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The value at `path` inside `tree`, or null. */
export function valueAt(tree: RealtimeValue, path: readonly string[]): RealtimeValue {
  let node: RealtimeValue = tree;
  for (const segment of path) {
    if (!isJsonObject(node) || !Object.hasOwn(node, segment)) return null;
    node = node[segment] ?? null;
  }
  return node;
}

/**
 * A copy of `tree` with `value` at `path` (null removes it), pruned. A primitive or array on the
 * way down is replaced by an object, as when a child is written under a leaf in Firebase.
 */
export function withValueAt(
  tree: RealtimeValue,
  path: readonly string[],
  value: RealtimeValue,
): RealtimeValue {
  const [head, ...rest] = path;
  if (head === undefined) return prune(value);
  const copy: JsonObject = isJsonObject(tree) ? { ...tree } : {};
  const child = withValueAt(copy[head] ?? null, rest, value);
  if (child === null) delete copy[head];
  else copy[head] = child;
  return Object.keys(copy).length > 0 ? copy : null;
}

/**
 * Whether the value nests more than `limit` levels (a primitive has none, `{a: 1}` one). Stops
 * descending at the limit, so a hostile body nested a million levels deep costs nothing.
 */
export function isDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit <= 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => isDeeperThan(child, limit - 1));
}

/** Every object key anywhere in the value, to check that each stored node is addressable. */
export function* objectKeys(value: RealtimeValue): Generator<string> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield* Object.keys(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) yield* objectKeys(child);
}
