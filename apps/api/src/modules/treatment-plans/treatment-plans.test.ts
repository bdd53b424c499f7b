import {
  UNKNOWN_GOAL_MESSAGE,
  treatmentPlanResponseSchema,
  treatmentPlansResponseSchema,
  type TreatmentPlanBody,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import {
  careTeamSetup,
  clinicianWithProvider,
  signedUpPatient,
  type SignedIn,
  type TestClinician,
} from '../../test/care-relationship';
import { auditLog } from '../audit/tables';

// Issue 12: a clinician in care writes the plan and its progress; the patient reads both.

let t: TestApp;
let patient: SignedIn;
let doctor: TestClinician;
beforeAll(async () => {
  ({ t, patient, doctor } = await careTeamSetup('therapist'));
});
afterAll(() => t.app.close());

const body: TreatmentPlanBody = {
  title: 'Managing low mood',
  goals: [
    { description: 'Sleep 7 hours most nights', target_date: '2026-04-15' },
    { description: 'Walk outside three times a week' },
  ],
  interventions: [
    { description: 'Cognitive behavioural therapy', frequency: 'Weekly, 50 minutes' },
  ],
  review_date: '2026-04-30',
};

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('treatment plans', () => {
  it('are written and updated by the clinician, with progress the patient sees', async () => {
    const created = await call(
      doctor.session,
      'POST',
      `/api/clinicians/patients/${patient.uuid}/treatment_plans`,
      body,
    );
    expect(created.statusCode, created.body).toBe(201);
    const plan = treatmentPlanResponseSchema.parse(created.json()).data;
    expect(plan).toMatchObject({
      title: 'Managing low mood',
      status: 'active',
      author: 'Test therapist',
      review_date: '2026-04-30',
    });
    expect(plan.goals.map((goal) => goal.status)).toEqual(['not_started', 'not_started']);
    const [sleep, walk] = plan.goals;
    if (!sleep || !walk) throw new Error('goals missing');

    const noted = await call(
      doctor.session,
      'POST',
      `/api/clinicians/treatment_plans/${plan.id}/notes`,
      {
        note: 'Sleeping about 6 hours; keeping a diary.',
        goal_id: sleep.id,
        progress: 4,
      },
    );
    expect(noted.statusCode, noted.body).toBe(201);
    const wrongGoal = await call(
      doctor.session,
      'POST',
      `/api/clinicians/treatment_plans/${plan.id}/notes`,
      {
        note: 'x',
        goal_id: crypto.randomUUID(),
      },
    );
    expect(wrongGoal.statusCode).toBe(422);
    expect(wrongGoal.json()).toMatchObject({ errors: [UNKNOWN_GOAL_MESSAGE] });

    const updated = await call(
      doctor.session,
      'PUT',
      `/api/clinicians/treatment_plans/${plan.id}`,
      {
        ...body,
        status: 'active',
        goals: [
          { ...sleep, status: 'in_progress' },
          walk,
          { description: 'Call a friend each week' },
        ],
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = treatmentPlanResponseSchema.parse(updated.json()).data;
    expect(after.goals.map((goal) => [goal.id === sleep.id, goal.status])).toEqual([
      [true, 'in_progress'],
      [false, 'not_started'],
      [false, 'not_started'],
    ]);

    const mine = treatmentPlansResponseSchema.parse(
      (await call(patient.session, 'GET', '/api/customers/treatment_plans')).json(),
    ).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]?.progress_notes).toMatchObject([
      { note: 'Sleeping about 6 hours; keeping a diary.', goal_id: sleep.id, progress: 4 },
    ]);
    expect(
      (await call(patient.session, 'GET', `/api/customers/treatment_plans/${plan.id}`)).statusCode,
    ).toBe(200);

    const audit = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, resource: auditLog.resource })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, patient.id)))
      .orderBy(auditLog.id);
    expect(
      audit.map(
        (row) =>
          `${row.resource}:${row.action}:${row.actorId === doctor.id ? 'doctor' : 'patient'}`,
      ),
    ).toEqual([
      'treatment_plan:create:doctor',
      'treatment_plan_progress:create:doctor',
      'treatment_plan:update:doctor',
      'treatment_plan:list:patient',
      'treatment_plan:view:patient',
    ]);
  });

  it('answer 404 to another patient and to a clinician without a session with the patient', async () => {
    const created = await call(
      doctor.session,
      'POST',
      `/api/clinicians/patients/${patient.uuid}/treatment_plans`,
      body,
    );
    const plan = treatmentPlanResponseSchema.parse(created.json()).data;
    const stranger = await signedUpPatient(t.app);
    const otherDoctor = await clinicianWithProvider(t.app, 'therapist');
    expect(
      (await call(stranger.session, 'GET', `/api/customers/treatment_plans/${plan.id}`)).statusCode,
    ).toBe(404);
    expect(
      treatmentPlansResponseSchema.parse(
        (await call(stranger.session, 'GET', '/api/customers/treatment_plans')).json(),
      ).data,
    ).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/clinicians/patients/${patient.uuid}/treatment_plans`, undefined],
      ['POST', `/api/clinicians/patients/${patient.uuid}/treatment_plans`, body],
      ['GET', `/api/clinicians/treatment_plans/${plan.id}`, undefined],
      ['PUT', `/api/clinicians/treatment_plans/${plan.id}`, { ...body, status: 'completed' }],
      ['POST', `/api/clinicians/treatment_plans/${plan.id}/notes`, { note: 'x' }],
    ] as const) {
      expect(
        (await call(otherDoctor.session, method, url, payload)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
  });
});
