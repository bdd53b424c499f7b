import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { queryRows } from '../../../db/client';
import { createTestApp } from '../../../test/app';
import { deviceSessionId, signUp } from '../../../test/auth';
import { sessionRevisions } from './session-queries';

// The revisions behind cached session lookups (session-cache.ts): several sessions in one
// statement, a session whose row is gone left out, a change seen by the next read.

describe('session revisions', () => {
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

  it('reads each existing session by id and leaves out the ones that are gone', async () => {
    const [first = 0, second = 0] = sessions;
    const revisions = await sessionRevisions(app.db, [first, second, -1]);
    expect(revisions).toEqual(
      new Map([
        [first, await revisionOf(first)],
        [second, await revisionOf(second)],
      ]),
    );
  });

  it('a read after a change of the session row sees the new revision', async () => {
    const [first = 0] = sessions;
    const before = (await sessionRevisions(app.db, [first])).get(first);
    await app.db.execute(
      sql`update device_sessions set device_info = '{"os":"revised"}'::jsonb where id = ${first}`,
    );
    expect((await sessionRevisions(app.db, [first])).get(first)).toBe(Number(before) + 1);
  });
});
