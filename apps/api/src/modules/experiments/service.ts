import {
  EXPERIMENT_NAME_TAKEN_MESSAGE,
  EXPERIMENT_UNKNOWN_VARIANT_MESSAGE,
  pickVariant,
  realtimePaths,
  type AdminExperiment,
  type ExperimentAssignment,
  type ExperimentDefinitionBody,
  type RemoteConfig,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { bookingMilestones } from '../bookings/service';
import { claimRealtime, putRealtime, readRealtime } from '../realtime/service';
import {
  allAssignments,
  findExperiment,
  insertExperiment,
  listActiveExperiments,
  listExperiments,
  recordAssignment,
  updateActive,
  type ExperimentRow,
} from './queries';
export { experimentsPersonalData } from './personal-data';

// Experiments (issue 15, SPEC §4). A signed-in person's variant lives in the realtime tree at
// experiments/{firebaseid}/{name}: a stored value wins; an override is written and used; else the
// weighted, deterministic pick for the person's uuid is claimed under the document's row lock, so
// two first assignments at once keep one value. Visitors pick in their browser from the remote
// config with the same function and their device id (nothing about them is stored here).

interface Participant {
  id: number;
  uuid: string;
  firebaseid: string;
}

const EXPERIMENT_NOT_FOUND_MESSAGE = 'No experiment has this name.';

async function experimentOrNotFound(db: Database, name: string): Promise<ExperimentRow> {
  const experiment = await findExperiment(db, name);
  if (!experiment) throw notFound(EXPERIMENT_NOT_FOUND_MESSAGE);
  return experiment;
}

export async function assignVariant(
  db: Database,
  person: Participant,
  name: string,
  override: string | undefined,
  now: Date,
): Promise<ExperimentAssignment> {
  const experiment = await experimentOrNotFound(db, name);
  const user = { firebaseid: person.firebaseid, userId: person.id };
  const path = realtimePaths.experiment(person.firebaseid, name);
  const record = (variant: string) =>
    recordAssignment(db, { experimentId: experiment.id, userId: person.id, variant, now });

  if (override !== undefined) {
    if (!experiment.variants.some((variant) => variant.name === override)) {
      throw unprocessable(EXPERIMENT_UNKNOWN_VARIANT_MESSAGE);
    }
    await putRealtime(db, user, path, override, now);
    await record(override);
    return { experiment: name, variant: override, source: 'override' };
  }

  const stored = await readRealtime(db, user, path);
  if (typeof stored === 'string') {
    await record(stored);
    return { experiment: name, variant: stored, source: 'stored' };
  }
  if (!experiment.active) return { experiment: name, variant: null, source: 'inactive' };

  const candidate = pickVariant(name, person.uuid, experiment.variants);
  if (candidate === null) return { experiment: name, variant: null, source: 'inactive' };
  const claimed = await claimRealtime(db, user, path, candidate, now);
  // Anything else stored there (a number written by an old client) is replaced by the pick.
  const variant = typeof claimed.value === 'string' ? claimed.value : candidate;
  if (variant !== claimed.value) await putRealtime(db, user, path, variant, now);
  await record(variant);
  return { experiment: name, variant, source: claimed.written ? 'assigned' : 'stored' };
}

export async function remoteConfig(db: Database): Promise<RemoteConfig> {
  const active = await listActiveExperiments(db);
  return {
    experiments: active.map((experiment) => ({
      name: experiment.name,
      source: 'experiment' as const,
      variants: experiment.variants.map(({ name, weight }) => ({ name, weight })),
    })),
  };
}

/**
 * Every experiment with its variants' assignment counts and conversions: people whose first
 * confirmed booking (bookings' service) was made at or after they were assigned.
 */
export async function experimentsForOperator(db: Database): Promise<AdminExperiment[]> {
  const [rows, assignments] = await Promise.all([listExperiments(db), allAssignments(db)]);
  const milestones = await bookingMilestones(
    db,
    assignments.map((assignment) => assignment.userId),
  );
  return rows.map((experiment) => {
    const mine = assignments.filter((assignment) => assignment.experimentId === experiment.id);
    const known = new Set(experiment.variants.map((variant) => variant.name));
    // A variant an override or an older definition left behind still shows, weight 0.
    const extra = [...new Set(mine.map((a) => a.variant))].filter((name) => !known.has(name));
    const variants = [...experiment.variants, ...extra.map((name) => ({ name, weight: 0 }))].map(
      ({ name, weight }) => {
        const given = mine.filter((assignment) => assignment.variant === name);
        const converted = given.filter((assignment) => {
          const first = milestones.get(assignment.userId)?.firstConfirmedAt;
          return first != null && first.getTime() >= assignment.assignedAt.getTime();
        });
        return { name, weight, assigned: given.length, converted: converted.length };
      },
    );
    return {
      name: experiment.name,
      description: experiment.description,
      active: experiment.active,
      created_at: experiment.createdAt.toISOString(),
      variants,
    };
  });
}

async function oneForOperator(db: Database, name: string): Promise<AdminExperiment> {
  const experiment = (await experimentsForOperator(db)).find(
    (candidate) => candidate.name === name,
  );
  if (!experiment) throw notFound(EXPERIMENT_NOT_FOUND_MESSAGE);
  return experiment;
}

export async function defineExperiment(
  db: Database,
  body: Required<ExperimentDefinitionBody>,
  now: Date,
): Promise<AdminExperiment> {
  const row = await insertExperiment(db, { ...body, now });
  if (!row) throw conflict(EXPERIMENT_NAME_TAKEN_MESSAGE);
  return oneForOperator(db, row.name);
}

export async function setExperimentActive(
  db: Database,
  name: string,
  active: boolean,
): Promise<AdminExperiment> {
  if (!(await updateActive(db, name, active))) throw notFound(EXPERIMENT_NOT_FOUND_MESSAGE);
  return oneForOperator(db, name);
}
