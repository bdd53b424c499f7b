import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Medicine } from '@kaizen/contracts';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';

/**
 * One issued version of a prescription. Rows never change (a trigger refuses UPDATE and DELETE,
 * migration 0007): a correction is a new row with the same series, the next version and
 * `supersedes_id` pointing at the version it replaces; that column is unique, so two corrections
 * of one version cannot both win. Names are copied in as they were at issue, as on paper: the
 * prescription is a legal record kept after the patient's account is erased.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    seriesUuid: uuid('series_uuid').notNull(),
    version: smallint('version').notNull(),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => prescriptions.id),
    correctionReason: text('correction_reason'),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    prescriberId: integer('prescriber_id')
      .notNull()
      .references(() => users.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    patientName: text('patient_name').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberTitle: text('prescriber_title').notNull(),
    medicines: jsonb('medicines').$type<Medicine[]>().notNull(),
    diagnosisNotes: text('diagnosis_notes').notNull(),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    signatureName: text('signature_name').notNull(),
    digest: text('digest').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('prescriptions_uuid_key').on(table.uuid),
    uniqueIndex('prescriptions_series_version_key').on(table.seriesUuid, table.version),
    uniqueIndex('prescriptions_supersedes_key').on(table.supersedesId),
    index('prescriptions_patient_idx').on(table.patientId, table.issuedAt),
    check('prescriptions_version_positive', sql`${table.version} >= 1`),
    check(
      'prescriptions_correction_shape',
      sql`(${table.version} = 1) = (${table.supersedesId} is null) and (${table.version} = 1) = (${table.correctionReason} is null)`,
    ),
    check(
      'prescriptions_medicines_count',
      sql`jsonb_typeof(${table.medicines}) = 'array' and jsonb_array_length(${table.medicines}) between 1 and 20`,
    ),
  ],
);
