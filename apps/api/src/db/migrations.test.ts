import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import * as schema from './schema';

interface Journal {
  dialect: string;
  entries: { idx: number; tag: string }[];
}

const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as Journal;

const declaredTables = Object.values(schema).flatMap((value) =>
  is(value, PgTable) ? [getTableConfig(value)] : [],
);

describe('migration journal', () => {
  it('lists exactly the SQL files of the folder, in order', () => {
    const files = fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.dialect).toBe('postgresql');
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
  });
});

describe('migrations on a fresh database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('create every table and column the Drizzle schema declares (regenerate when this fails)', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      handle.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const migrated = new Map<string, Set<string>>();
    for (const { table_name, column_name } of rows) {
      migrated.set(table_name, (migrated.get(table_name) ?? new Set()).add(column_name));
    }
    expect(declaredTables.length).toBeGreaterThan(0);
    for (const table of declaredTables) {
      const columns = migrated.get(table.name);
      expect(columns, `table ${table.name}`).toBeDefined();
      expect([...(columns ?? [])].sort(), `columns of ${table.name}`).toEqual(
        table.columns.map((column) => column.name).sort(),
      );
    }
    expect([...migrated.keys()].sort()).toEqual(declaredTables.map((table) => table.name).sort());
  });

  it('are recorded once, so a second run changes nothing', async () => {
    await handle.migrate();
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(row?.n).toBe(journal.entries.length);
  });
});
