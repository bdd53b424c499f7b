import { experimentAssignmentResponseSchema, realtimePaths } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { claimRealtime, readRealtime } from '../realtime/service';
import { experimentAssignments, experiments } from './tables';
import {
  assign,
  defineTestExperiment,
  EXPERIMENT_TEST_ADMIN_TOKEN,
  participantOf,
} from './test-support';

// Two first assignments for one person at once must leave one stored value: the claim holds the
// person's experiments document row lock, and the assignment row has the (experiment, person)
// primary key. PGlite runs one transaction at a time; on the PostgreSQL server
// (TEST_DATABASE_URL) these bursts really overlap.

describe('first assignments under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TOKEN: EXPERIMENT_TEST_ADMIN_TOKEN });
  });
  afterAll(() => t.app.close());

  it('answers one variant to a burst of first requests and stores one value and one row', async () => {
    const name = await defineTestExperiment(t.app, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
      { name: 'c', weight: 1 },
    ]);
    const person = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => assign(t.app, person.session, name)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const variants = answers.map(
      (answer) => experimentAssignmentResponseSchema.parse(answer.json()).data,
    );
    expect(new Set(variants.map((v) => v.variant)).size).toBe(1);
    expect(variants.filter((v) => v.source === 'assigned').length).toBeLessThanOrEqual(1);

    const [experiment] = await t.app.db
      .select({ id: experiments.id })
      .from(experiments)
      .where(eq(experiments.name, name));
    const rows = await t.app.db
      .select()
      .from(experimentAssignments)
      .where(
        and(
          eq(experimentAssignments.experimentId, experiment?.id ?? -1),
          eq(experimentAssignments.userId, person.id),
        ),
      );
    expect(rows.map((row) => row.variant)).toEqual([variants[0]?.variant]);
  });

  it('keeps the first of several different values claimed at once', async () => {
    const person = await signUp(t.app);
    const participant = await participantOf(t.app, person.id);
    const user = { firebaseid: participant.firebaseid, userId: person.id };
    const path = realtimePaths.experiment(participant.firebaseid, 'claim_race');
    const now = t.app.clock.now();
    const candidates = Array.from({ length: 20 }, (_, i) => `value_${i}`);
    const claims = await Promise.all(
      candidates.map((value) => claimRealtime(t.app.db, user, path, value, now)),
    );
    const kept = await readRealtime(t.app.db, user, path);
    expect(candidates).toContain(kept);
    expect(claims.filter((claim) => claim.written)).toHaveLength(1);
    expect(claims.map((claim) => claim.value)).toEqual(candidates.map(() => kept));
  });
});
