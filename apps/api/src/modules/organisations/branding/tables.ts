import { LOGO_MAX_BYTES, LOGO_TYPES } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../../db/columns';
import { users } from '../../auth/tables';
import { organisations } from '../tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const typeList = sql.raw(LOGO_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * An organisation's logo (issue 10 branding), kept in the database: logos are small (at most
 * LOGO_MAX_BYTES), there is one per organisation, and it then travels with backups and needs no
 * file store. Raster types only (no SVG: see contracts branding.ts); the bytes were sniffed.
 */
export const organisationLogos = pgTable(
  'organisation_logos',
  {
    organisationId: integer('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** SHA-256 of the bytes (hex): the ETag and the version in the logo's address. */
    sha256: text('sha256').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('organisation_logos_type', sql`${table.contentType} in (${typeList})`),
    check(
      'organisation_logos_size',
      sql`octet_length(${table.bytes}) between 1 and ${sql.raw(String(LOGO_MAX_BYTES))}`,
    ),
  ],
);
