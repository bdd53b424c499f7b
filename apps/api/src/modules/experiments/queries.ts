import type { WeightedVariant } from '@kaizen/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experimentAssignments, experiments } from './tables';

export type ExperimentRow = typeof experiments.$inferSelect;

export async function findExperiment(db: Database, name: string): Promise<ExperimentRow | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.name, name));
  return row ?? null;
}

export async function listExperiments(db: Database): Promise<ExperimentRow[]> {
  return db.select().from(experiments).orderBy(asc(experiments.name));
}

export async function listActiveExperiments(db: Database): Promise<ExperimentRow[]> {
  return db
    .select()
    .from(experiments)
    .where(eq(experiments.active, true))
    .orderBy(asc(experiments.name));
}

/** Null when the name is taken (the unique index decides, also between two operators at once). */
export async function insertExperiment(
  db: Database,
  values: {
    name: string;
    description: string;
    variants: WeightedVariant[];
    active: boolean;
    now: Date;
  },
): Promise<ExperimentRow | null> {
  const [row] = await db
    .insert(experiments)
    .values({
      name: values.name,
      description: values.description,
      variants: values.variants,
      active: values.active,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: experiments.name })
    .returning();
  return row ?? null;
}

export async function updateActive(
  db: Database,
  name: string,
  active: boolean,
): Promise<ExperimentRow | null> {
  const [row] = await db
    .update(experiments)
    .set({ active })
    .where(eq(experiments.name, name))
    .returning();
  return row ?? null;
}

/** Records the first variant a person was given; later calls leave the row as it is. */
export async function recordAssignment(
  db: Database,
  assignment: { experimentId: number; userId: number; variant: string; now: Date },
): Promise<void> {
  await db
    .insert(experimentAssignments)
    .values({
      experimentId: assignment.experimentId,
      userId: assignment.userId,
      variant: assignment.variant,
      assignedAt: assignment.now,
    })
    .onConflictDoNothing();
}

export async function allAssignments(db: Database) {
  return db
    .select({
      experimentId: experimentAssignments.experimentId,
      userId: experimentAssignments.userId,
      variant: experimentAssignments.variant,
      assignedAt: experimentAssignments.assignedAt,
    })
    .from(experimentAssignments);
}

export async function assignmentsOf(db: Database, userId: number) {
  return db
    .select({
      experiment: experiments.name,
      variant: experimentAssignments.variant,
      assignedAt: experimentAssignments.assignedAt,
    })
    .from(experimentAssignments)
    .innerJoin(experiments, eq(experiments.id, experimentAssignments.experimentId))
    .where(eq(experimentAssignments.userId, userId))
    .orderBy(asc(experiments.name));
}

export async function deleteAssignmentsOf(db: Database, userId: number): Promise<void> {
  await db.delete(experimentAssignments).where(eq(experimentAssignments.userId, userId));
}
