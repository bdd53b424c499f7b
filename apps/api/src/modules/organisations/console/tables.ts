import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at } from '../../../db/columns';
import { users } from '../../auth/tables';
import { organisations } from '../tables';

/**
 * Who administers an organisation in the console (/org-admin). An administrator is a person
 * with their own account (often not a member); the grant is made by the operator or the seed.
 */
export const organisationAdmins = pgTable(
  'organisation_admins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    grantedAt: at('granted_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.organisationId] }),
    index('organisation_admins_organisation_idx').on(table.organisationId),
  ],
);
