import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/app';
import { deviceSessionId, signUp } from '../../test/auth';
import { createBatchedRevisionRead } from './revision-reads';

// The revision reads behind cached session lookups on a database server (issue 14): the reads
// asked in one event-loop turn share one statement, and a read asked after a change sees it.

describe('batched session revision reads', () => {
  let app: App;
  let sessions: number[];

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }));
    const users = [await signUp(app), await signUp(app)];
    sessions = await Promise.all(users.map((user) => deviceSessionId(app, user.session)));
  });
  afterAll(() => app.close());

  const revisionOf = async (id: number) => {
    const [row] = await queryRows<{ revision: number }>(
      app.db,
      sql`select revision from device_sessions where id = ${id}`,
    );
    return Number(row?.revision);
  };

  it('answers the reads of one turn with one statement, each with its own session', async () => {
    const read = createBatchedRevisionRead(app.db);
    const [first = 0, second = 0] = sessions;
    const statements = vi.spyOn(app.db, 'execute');
    try {
      const answers = await Promise.all([read(first), read(second), read(first), read(-1)]);
      expect(statements).toHaveBeenCalledTimes(1);
      expect(answers).toEqual([
        await revisionOf(first),
        await revisionOf(second),
        await revisionOf(first),
        undefined,
      ]);
    } finally {
      statements.mockRestore();
    }
  });

  it('a read asked after a change sees the new revision', async () => {
    const read = createBatchedRevisionRead(app.db);
    const [first = 0] = sessions;
    const before = await read(first);
    await app.db.execute(
      sql`update device_sessions set device_info = '{"os":"batched"}'::jsonb where id = ${first}`,
    );
    expect(await read(first)).toBe(Number(before) + 1);
  });

  it('a failed statement fails every read of its turn, and the next turn reads again', async () => {
    const read = createBatchedRevisionRead(app.db);
    const [first = 0, second = 0] = sessions;
    const statements = vi
      .spyOn(app.db, 'execute')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      const answers = await Promise.allSettled([read(first), read(second)]);
      expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
      expect(await read(second)).toBe(await revisionOf(second));
    } finally {
      statements.mockRestore();
    }
  });
});
