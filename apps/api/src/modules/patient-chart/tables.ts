import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';

/**
 * The clinician's private working note on a patient (issue 13): one per provider and patient,
 * saved as it is typed. Never returned to the patient, nor in their export; erased with them.
 */
export const patientNotes = pgTable(
  'patient_notes',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who saved last (a provider may have more than one clinician login). */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.patientId] }),
    // Erasure and the patient-side lookups go by patient alone; the key leads with the provider.
    index('patient_notes_patient_idx').on(table.patientId),
  ],
);
