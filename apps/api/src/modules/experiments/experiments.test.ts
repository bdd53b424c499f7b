import {
  adminExperimentsResponseSchema,
  EXPERIMENT_NAME_TAKEN_MESSAGE,
  EXPERIMENT_UNKNOWN_VARIANT_MESSAGE,
  experimentAssignmentResponseSchema,
  MATCHING_EXPERIMENT,
  pickVariant,
  realtimePaths,
  remoteConfigResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import {
  at,
  bookAs,
  createBookableProvider,
  MONDAY,
  sponsoredMember,
} from '../../test/sponsored-member';
import { readRealtime } from '../realtime/service';
import {
  assign,
  defineTestExperiment,
  EXPERIMENT_TEST_ADMIN_TOKEN as TOKEN,
  participantOf,
  uniqueExperimentName,
} from './test-support';

// Experiments (issue 15, SPEC §4): the stored value wins, an override is written, a first
// assignment is the weighted pick for the person and lands in the realtime tree at
// experiments/{firebaseid}/{name}; operators define experiments and read conversion per variant.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: TOKEN }, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-admin-token': TOKEN },
    ...(payload === undefined ? {} : { payload }),
  });

const variantOf = async (session: Record<string, string>, name: string, body = {}) => {
  const response = await assign(t.app, session, name, body);
  expect(response.statusCode, response.body).toBe(200);
  return experimentAssignmentResponseSchema.parse(response.json()).data;
};

const operatorView = async (name: string) => {
  const response = await admin('GET', '/api/admin/experiments');
  expect(response.statusCode).toBe(200);
  return adminExperimentsResponseSchema.parse(response.json()).data.find((e) => e.name === name);
};

describe('a signed-in person', () => {
  it('gets the weighted pick for their uuid once, stored in the realtime tree, and keeps it', async () => {
    const variants = [
      { name: 'left', weight: 1 },
      { name: 'right', weight: 1 },
    ];
    const name = await defineTestExperiment(t.app, variants);
    const person = await signUp(t.app);
    const participant = await participantOf(t.app, person.id);

    const first = await variantOf(person.session, name);
    expect(first).toEqual({
      experiment: name,
      variant: pickVariant(name, participant.uuid, variants),
      source: 'assigned',
    });
    const stored = await readRealtime(
      t.app.db,
      { firebaseid: participant.firebaseid, userId: person.id },
      realtimePaths.experiment(participant.firebaseid, name),
    );
    expect(stored).toBe(first.variant);
    // Again (a reload, another device): the stored value, never a new draw.
    expect(await variantOf(person.session, name)).toEqual({ ...first, source: 'stored' });
  });

  it('uses an override and keeps it as the stored value afterwards', async () => {
    const name = await defineTestExperiment(t.app, [
      { name: 'control', weight: 1 },
      { name: 'treatment', weight: 0 },
    ]);
    const person = await signUp(t.app);
    expect((await variantOf(person.session, name)).variant).toBe('control');
    expect(await variantOf(person.session, name, { override: 'treatment' })).toMatchObject({
      variant: 'treatment',
      source: 'override',
    });
    expect(await variantOf(person.session, name)).toMatchObject({
      variant: 'treatment',
      source: 'stored',
    });
  });

  it('is assigned by weight: a weight of 0 is never picked, 3:1 gives about three in four', async () => {
    const variants = [
      { name: 'often', weight: 3 },
      { name: 'rarely', weight: 1 },
      { name: 'never', weight: 0 },
    ];
    const keys = Array.from({ length: 4000 }, (_, i) => `person-${i}`);
    const picks = keys.map((key) => pickVariant('weighted_test', key, variants));
    expect(picks).not.toContain('never');
    const often = picks.filter((pick) => pick === 'often').length / picks.length;
    expect(often).toBeGreaterThan(0.72);
    expect(often).toBeLessThan(0.78);
    // Deterministic: the same key, the same variant.
    expect(keys.map((key) => pickVariant('weighted_test', key, variants))).toEqual(picks);
  });

  it('gets nothing from a paused experiment unless a value was stored before', async () => {
    const name = await defineTestExperiment(t.app, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
    ]);
    const early = await signUp(t.app);
    const late = await signUp(t.app);
    const given = await variantOf(early.session, name);
    expect(
      (await admin('PATCH', `/api/admin/experiments/${name}`, { active: false })).statusCode,
    ).toBe(200);
    expect(await variantOf(late.session, name)).toEqual({
      experiment: name,
      variant: null,
      source: 'inactive',
    });
    expect(await variantOf(early.session, name)).toEqual({ ...given, source: 'stored' });
  });

  it('is refused for an unknown experiment (404), a bad name or an unknown override (422), signed out (401)', async () => {
    const person = await signUp(t.app);
    expect((await assign(t.app, person.session, 'no_such_experiment_here')).statusCode).toBe(404);
    expect((await assign(t.app, person.session, 'Bad-Name')).statusCode).toBe(422);
    const unknown = await assign(t.app, person.session, MATCHING_EXPERIMENT, { override: 'nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: [EXPERIMENT_UNKNOWN_VARIANT_MESSAGE] });
    expect((await assign(t.app, {}, MATCHING_EXPERIMENT)).statusCode).toBe(401);
  });

  it("never sees or changes another person's variant", async () => {
    const name = await defineTestExperiment(t.app, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
    ]);
    const one = await signUp(t.app);
    const other = await signUp(t.app);
    await variantOf(one.session, name, { override: 'a' });
    await variantOf(other.session, name, { override: 'b' });
    expect((await variantOf(one.session, name)).variant).toBe('a');
    expect((await variantOf(other.session, name)).variant).toBe('b');
  });
});

describe('matching_experiment_24', () => {
  it('exists from the migration, running, with control and top_three', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/experiments/remote-config' });
    expect(response.statusCode).toBe(200);
    const config = remoteConfigResponseSchema.parse(response.json()).data;
    expect(config.experiments).toContainEqual({
      name: MATCHING_EXPERIMENT,
      source: 'experiment',
      variants: [
        { name: 'control', weight: 50 },
        { name: 'top_three', weight: 50 },
      ],
    });
  });
});

describe('the operator API', () => {
  it('does not exist without the token (404)', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/experiments' },
      {
        method: 'POST' as const,
        url: '/api/admin/experiments',
        payload: {
          name: uniqueExperimentName(),
          variants: [
            { name: 'a', weight: 1 },
            { name: 'b', weight: 1 },
          ],
        },
      },
      {
        method: 'PATCH' as const,
        url: `/api/admin/experiments/${MATCHING_EXPERIMENT}`,
        payload: { active: true },
      },
    ]) {
      const response = await t.app.inject({
        ...call,
        headers: { 'x-admin-token': 'wrong-token-wrong-token' },
      });
      expect(response.statusCode, call.url).toBe(404);
    }
  });

  it('validates definitions and refuses a taken name', async () => {
    const name = uniqueExperimentName();
    const bad = [
      {
        name: 'Has Spaces',
        variants: [
          { name: 'a', weight: 1 },
          { name: 'b', weight: 1 },
        ],
      },
      { name, variants: [{ name: 'only', weight: 1 }] },
      {
        name,
        variants: [
          { name: 'a', weight: 1 },
          { name: 'a', weight: 1 },
        ],
      },
      {
        name,
        variants: [
          { name: 'a', weight: 0 },
          { name: 'b', weight: 0 },
        ],
      },
      {
        name,
        variants: [
          { name: 'a', weight: -1 },
          { name: 'b', weight: 1 },
        ],
      },
      {
        name,
        variants: [
          { name: 'a', weight: 1.5 },
          { name: 'b', weight: 1 },
        ],
      },
    ];
    for (const payload of bad) {
      expect((await admin('POST', '/api/admin/experiments', payload)).statusCode).toBe(422);
    }
    await defineTestExperiment(
      t.app,
      [
        { name: 'a', weight: 1 },
        { name: 'b', weight: 1 },
      ],
      name,
    );
    const taken = await admin('POST', '/api/admin/experiments', {
      name,
      variants: [
        { name: 'a', weight: 1 },
        { name: 'b', weight: 1 },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [EXPERIMENT_NAME_TAKEN_MESSAGE] });
  });

  it('counts assignments and conversions (a first booking after the assignment) per variant', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
    const name = await defineTestExperiment(t.app, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
    ]);
    // Booked before the assignment: assigned, not converted.
    const bookedBefore = await sponsoredMember(t.app, { sessions: 2 });
    const early = await bookAs(t.app, bookedBefore.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(2, 9),
    });
    expect(early.statusCode, early.body).toBe(201);
    t.clock.advance(60_000);
    await variantOf(bookedBefore.session, name, { override: 'a' });
    // Booked after: converted.
    const converts = await sponsoredMember(t.app, { sessions: 2 });
    await variantOf(converts.session, name, { override: 'a' });
    t.clock.advance(60_000);
    const later = await bookAs(t.app, converts.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(2, 10),
    });
    expect(later.statusCode, later.body).toBe(201);
    // Never booked.
    const browses = await signUp(t.app);
    await variantOf(browses.session, name, { override: 'b' });

    const view = await operatorView(name);
    expect(view?.variants).toEqual([
      { name: 'a', weight: 1, assigned: 2, converted: 1 },
      { name: 'b', weight: 1, assigned: 1, converted: 0 },
    ]);
  });
});
