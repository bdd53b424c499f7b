import { and, eq, inArray } from 'drizzle-orm';
import type { RealtimeValue } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { realtimeDocuments, type RealtimeRoot } from './tables';

const documentOf = (userId: number, root: RealtimeRoot) =>
  and(eq(realtimeDocuments.userId, userId), eq(realtimeDocuments.root, root));

/** The subtree a user owns under one top-level key, or null. */
export async function readDocument(
  db: Database,
  userId: number,
  root: RealtimeRoot,
): Promise<RealtimeValue> {
  const [row] = await db
    .select({ value: realtimeDocuments.value })
    .from(realtimeDocuments)
    .where(documentOf(userId, root));
  return row?.value ?? null;
}

/**
 * Rewrites a user's document with `change` while holding its row lock; a null result deletes it.
 * The row is created first (empty) so that there is always a row to lock, even for the first
 * write; `change` may throw to abandon the write.
 */
export async function changeDocument(
  db: Database,
  userId: number,
  root: RealtimeRoot,
  now: Date,
  change: (current: RealtimeValue) => RealtimeValue,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A concurrent writer may delete the row between our insert and our lock: then try again.
    for (let attempt = 0; attempt < 5; attempt++) {
      await tx
        .insert(realtimeDocuments)
        .values({ userId, root, value: {}, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ value: realtimeDocuments.value })
        .from(realtimeDocuments)
        .where(documentOf(userId, root))
        .for('update');
      if (!row) continue;
      const next = change(row.value);
      if (next === null) {
        await tx.delete(realtimeDocuments).where(documentOf(userId, root));
      } else {
        await tx
          .update(realtimeDocuments)
          .set({ value: next, updatedAt: now })
          .where(documentOf(userId, root));
      }
      return;
    }
    throw new Error('realtime document kept disappearing under concurrent writes');
  });
}

/** Ids per statement, well under PostgreSQL's parameter limit. */
const CHUNK = 1000;

/** Many users' documents under one top-level key (operator reports), keyed by user id. */
export async function readDocumentsOf(
  db: Database,
  root: RealtimeRoot,
  userIds: readonly number[],
): Promise<Map<number, RealtimeValue>> {
  const documents = new Map<number, RealtimeValue>();
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const rows = await db
      .select({ userId: realtimeDocuments.userId, value: realtimeDocuments.value })
      .from(realtimeDocuments)
      .where(
        and(
          eq(realtimeDocuments.root, root),
          inArray(realtimeDocuments.userId, userIds.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) documents.set(row.userId, row.value);
  }
  return documents;
}
