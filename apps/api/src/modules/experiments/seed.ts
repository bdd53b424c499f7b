import type { Database } from '../../db/client';
import { experiments } from './tables';

/**
 * SPEC §3 matching_experiment_24, as migration 0025 inserts it: put back after `npm run seed`
 * empties every table, since the matching results read it.
 */
export async function seedPlatformExperiments(db: Database): Promise<void> {
  await db
    .insert(experiments)
    .values({
      name: 'matching_experiment_24',
      description:
        'Matching results: ten matches before Show more (control) or the three best (top_three).',
      variants: [
        { name: 'control', weight: 50 },
        { name: 'top_three', weight: 50 },
      ],
      active: true,
    })
    .onConflictDoNothing();
}
