import { UI_CONFIG_KEYS } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

const keyList = sql.raw(UI_CONFIG_KEYS.map((key) => `'${key}'`).join(', '));

/**
 * UI-config flags per user (SPEC §3, §4 new-profile modal/tooltip). No row = the default
 * (still to show); a row is written only when the client sets a flag.
 */
export const uiConfigFlags = pgTable(
  'ui_config_flags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    configKey: text('config_key', { enum: UI_CONFIG_KEYS }).notNull(),
    status: boolean('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.configKey] }),
    check('ui_config_flags_key_known', sql`${table.configKey} in (${keyList})`),
  ],
);
