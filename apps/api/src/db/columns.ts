import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers every module's tables.ts shares, so that instants and check-constraint value
// lists are written the same way everywhere.

/** An instant: `timestamp with time zone`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The SQL list of allowed values for a check constraint (`kind in (${oneOf(KINDS)})`). */
export const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
