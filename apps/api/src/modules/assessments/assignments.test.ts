import { assignmentsResponseSchema, ASSIGNMENT_DUE_IN_PAST_MESSAGE } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { users } from '../auth/tables';
import { outboxMessages } from '../outbox/tables';
import { assessmentsEnv } from './env';
import { remindDueAssignments } from './assignments';
import { addSession, createClinician } from './test-support';

// A clinician assigns an instrument with a due date; the patient is emailed, sees it, is
// reminded the day before, and completing the instrument closes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(new Date('2026-11-25T09:00:00Z')));
});
afterAll(() => t.app.close());

const uuidOf = async (id: number) => {
  const [row] = await t.app.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, id));
  return row?.uuid ?? '';
};

const assign = (session: ClientSession, patientUuid: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clinicians/patients/${patientUuid}/assessment_assignments`,
    headers: session,
    payload,
  });

const mine = async (session: ClientSession) =>
  assignmentsResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/customers/assessment_assignments',
        headers: session,
      })
    ).json(),
  ).data;

const emails = (to: string, template: string) =>
  t.app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, template)));

describe('assessment assignments', () => {
  it('are made by the care team, emailed, reminded once, and closed by completing the instrument', async () => {
    const clinician = await createClinician(t.app);
    const patient = await signUp(t.app);
    await addSession(t.app, clinician.providerId, patient.id);
    const patientUuid = await uuidOf(patient.id);

    const made = await assign(clinician.session, patientUuid, {
      instrument: 'gad7',
      due_on: '2026-11-28',
      note: 'Before our next session, please.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      instrument: 'gad7',
      due_on: '2026-11-28',
      assigned_by: 'Test therapist',
    });
    expect(await emails(patient.email, 'assessment-assigned')).toHaveLength(1);
    expect((await mine(patient.session)).map((entry) => entry.instrument)).toEqual(['gad7']);

    const env = assessmentsEnv(t.app.config);
    await remindDueAssignments(t.app.db, env, t.clock.now());
    expect(await emails(patient.email, 'assessment-reminder')).toHaveLength(0);
    t.clock.advance(2 * 86_400_000);
    await remindDueAssignments(t.app.db, env, t.clock.now());
    await remindDueAssignments(t.app.db, env, t.clock.now());
    expect(await emails(patient.email, 'assessment-reminder')).toHaveLength(1);

    const zeros = { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0 };
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/customers/assessments/gad7',
      headers: patient.session,
      payload: { answers: zeros, assignment_id: made.json().data.id },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(await mine(patient.session)).toEqual([]);
  });

  it('a clinician without a session with the patient gets 404; a past due date is 422', async () => {
    const clinician = await createClinician(t.app);
    const stranger = await createClinician(t.app);
    const patient = await signUp(t.app);
    await addSession(t.app, clinician.providerId, patient.id);
    const patientUuid = await uuidOf(patient.id);
    const foreign = await assign(stranger.session, patientUuid, {
      instrument: 'phq9',
      due_on: '2026-12-30',
    });
    expect(foreign.statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/clinicians/patients/${patientUuid}/assessment_assignments`,
      headers: stranger.session,
    });
    expect(listed.statusCode).toBe(404);
    const past = await assign(clinician.session, patientUuid, {
      instrument: 'phq9',
      due_on: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: [ASSIGNMENT_DUE_IN_PAST_MESSAGE] });
    const other = await signUp(t.app);
    const wrongAssignment = await t.app.inject({
      method: 'POST',
      url: '/api/customers/assessments/phq2',
      headers: other.session,
      payload: { answers: { q1: 0, q2: 0 }, assignment_id: crypto.randomUUID() },
    });
    expect(wrongAssignment.statusCode).toBe(404);
  });
});
