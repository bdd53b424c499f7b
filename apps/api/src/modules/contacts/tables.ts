import { CONTACT_KINDS, RELATIONSHIPS } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { oneOf } from '../../db/columns';

/** A person's emergency contact and (for a minor's profile) parent contact: one of each. */
export const personalContacts = pgTable(
  'personal_contacts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    name: text('name').notNull(),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('personal_contacts_kind_known', sql`${table.kind} in (${oneOf(CONTACT_KINDS)})`),
    check('personal_contacts_phone_format', sql`${table.phone} ~ '^[5-9][0-9]{9}$'`),
  ],
);
