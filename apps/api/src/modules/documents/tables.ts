import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

export const DOCUMENT_UPLOADER_ROLES = ['patient', 'clinician'] as const;

/**
 * A file in a patient's record, uploaded by the patient or one of their clinicians. The bytes
 * live in the storage adapter under `storage_key`; the type is what the content was sniffed as.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploaderRole: text('uploader_role', { enum: DOCUMENT_UPLOADER_ROLES }).notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('documents_uuid_key').on(table.uuid),
    uniqueIndex('documents_storage_key').on(table.storageKey),
    index('documents_patient_idx').on(table.patientId, table.createdAt),
    check('documents_size_positive', sql`${table.sizeBytes} > 0`),
    check('documents_uploader_role_known', sql`${table.uploaderRole} in ('patient', 'clinician')`),
  ],
);
