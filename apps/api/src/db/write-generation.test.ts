import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWriteGeneration, openDatabase, type DatabaseHandle } from './client';

// Caches of the embedded database trust this counter to move on with every write (search-cache).
describe('local write generation of the embedded database', () => {
  let handle: DatabaseHandle;
  const generation = () => localWriteGeneration(handle.db) ?? -1;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.db.execute(sql`create table notes (id serial primary key, body text)`);
  });
  afterAll(() => handle.close());

  it('stays put for plain reads', async () => {
    const before = generation();
    await handle.db.execute(sql`select count(*) from notes`);
    await handle.db.execute(sql`  SELECT 1`);
    await handle.db.execute(
      sql`with recent as (select id, body as updated_body from notes) select count(*) from recent`,
    );
    expect(generation()).toBe(before);
  });

  it("stays put for writes that touched no row (the sweepers' idle ticks)", async () => {
    const before = generation();
    await handle.db.execute(sql`update notes set body = 'x' where id = -1`);
    await handle.db.execute(sql`delete from notes where id = -1`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update notes set body = 'x' where id = -1`);
    });
    expect(generation()).toBe(before);
  });

  it('moves on after every write that changed rows and every transaction that did', async () => {
    let before = generation();
    await handle.db.execute(sql`insert into notes (body) values ('a')`);
    expect(generation()).toBeGreaterThan(before);

    before = generation();
    await handle.db.execute(
      sql`with gone as (delete from notes returning id) select count(*) from gone`,
    );
    expect(generation()).toBeGreaterThan(before);

    before = generation();
    await handle.db.execute(sql`insert into notes (body) values ('b')`);
    before = generation();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update notes set body = 'c'`);
      expect(generation()).toBe(before);
    });
    expect(generation()).toBeGreaterThan(before);
  });

  it('moves on even when a write fails (it may have changed something first)', async () => {
    const before = generation();
    await expect(handle.db.execute(sql`insert into no_such_table values (1)`)).rejects.toThrow();
    expect(generation()).toBeGreaterThan(before);
  });

  it('is not kept for a database server, which other processes write to', () => {
    const server = openDatabase({
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://127.0.0.1:1/x',
    });
    expect(localWriteGeneration(server.db)).toBeUndefined();
    return server.close();
  });
});
