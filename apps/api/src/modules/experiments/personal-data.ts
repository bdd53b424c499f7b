import type { PersonalDataSection } from '../data-rights/service';
import { assignmentsOf, deleteAssignmentsOf } from './queries';

// Which experiment variants a person was given, and when, in the export; erased with the account
// (the realtime tree, where the variant itself lives, is the realtime section's).
export const experimentsPersonalData: PersonalDataSection = {
  key: 'experiments',
  tables: ['experiment_assignments'],
  collect: async (db, subject) =>
    (await assignmentsOf(db, subject.id)).map((row) => ({
      experiment: row.experiment,
      variant: row.variant,
      assigned_at: row.assignedAt.toISOString(),
    })),
  erase: (tx, subject) => deleteAssignmentsOf(tx, subject.id),
};
