import { randomUUID } from 'node:crypto';
import type {
  progressNoteBodySchema,
  treatmentPlanBodySchema,
  treatmentPlanUpdateSchema,
} from '@kaizen/contracts';
import {
  PATIENT_NOT_FOUND_MESSAGE,
  TREATMENT_PLAN_NOT_FOUND_MESSAGE,
  UNKNOWN_GOAL_MESSAGE,
  type PlanGoal,
  type TreatmentPlan,
} from '@kaizen/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { notFound, unprocessable } from '../../lib/http-errors';
import { recordAccess, recordAccesses, type AuditSource } from '../audit/service';
import { clinicianProviderId, isInCareOf, patientInCareOf } from '../bookings/service';
import { treatmentPlanNotes, treatmentPlans } from './tables';

// Treatment plans: written and updated by a clinician whose provider has the patient in care,
// read by the patient and that care team. Every read and change is audited.

type PlanRow = typeof treatmentPlans.$inferSelect;
type NoteRow = typeof treatmentPlanNotes.$inferSelect;

interface Clinician {
  id: number;
  usertype: string;
  firstname: string;
  lastname: string;
}

const toView = (plan: PlanRow, notes: NoteRow[]): TreatmentPlan => ({
  id: plan.uuid,
  title: plan.title,
  status: plan.status,
  author: plan.authorName,
  goals: plan.goals,
  interventions: plan.interventions,
  review_date: plan.reviewDate,
  created_at: plan.createdAt.toISOString(),
  updated_at: plan.updatedAt.toISOString(),
  progress_notes: notes.map((note) => ({
    id: note.uuid,
    goal_id: note.goalId,
    note: note.note,
    progress: note.progress,
    author: note.authorName,
    created_at: note.createdAt.toISOString(),
  })),
});

async function withNotes(db: Database, plans: PlanRow[]): Promise<TreatmentPlan[]> {
  if (plans.length === 0) return [];
  const notes = await db
    .select()
    .from(treatmentPlanNotes)
    .where(
      inArray(
        treatmentPlanNotes.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(desc(treatmentPlanNotes.createdAt), desc(treatmentPlanNotes.id));
  return plans.map((plan) =>
    toView(
      plan,
      notes.filter((note) => note.planId === plan.id),
    ),
  );
}

/** Every plan of the patient with its notes, active first, newest first (also for the data export). */
export async function plansOf(db: Database, patientId: number): Promise<TreatmentPlan[]> {
  const plans = await db
    .select()
    .from(treatmentPlans)
    .where(eq(treatmentPlans.patientId, patientId))
    .orderBy(treatmentPlans.status, desc(treatmentPlans.updatedAt), desc(treatmentPlans.id));
  return withNotes(db, plans);
}

async function listAudited(db: Database, patientId: number, source: AuditSource) {
  const plans = await plansOf(db, patientId);
  await recordAccesses(
    db,
    plans.map((plan) => ({
      ...source,
      subjectId: patientId,
      action: 'list' as const,
      resource: 'treatment_plan',
      resourceId: plan.id,
    })),
  );
  return plans;
}

export const listMyPlans = (db: Database, patientId: number, source: AuditSource) =>
  listAudited(db, patientId, source);

async function planRow(db: Database, uuid: string) {
  const [plan] = await db.select().from(treatmentPlans).where(eq(treatmentPlans.uuid, uuid));
  return plan ?? null;
}

async function viewAudited(db: Database, plan: PlanRow, source: AuditSource) {
  const [view] = await withNotes(db, [plan]);
  if (!view) throw notFound(TREATMENT_PLAN_NOT_FOUND_MESSAGE);
  await recordAccess(db, {
    ...source,
    subjectId: plan.patientId,
    action: 'view',
    resource: 'treatment_plan',
    resourceId: plan.uuid,
  });
  return view;
}

export async function myPlan(db: Database, patientId: number, uuid: string, source: AuditSource) {
  const plan = await planRow(db, uuid);
  if (!plan || plan.patientId !== patientId) throw notFound(TREATMENT_PLAN_NOT_FOUND_MESSAGE);
  return viewAudited(db, plan, source);
}

// ---- Clinician side -------------------------------------------------------------------------

async function patientFor(db: Database, clinician: Clinician, patientUuid: string) {
  const providerId = await clinicianProviderId(db, clinician);
  const patient = await patientInCareOf(db, providerId, patientUuid);
  if (!patient) throw notFound(PATIENT_NOT_FOUND_MESSAGE);
  return { providerId, patient };
}

/** A plan of a patient in the clinician's provider's care; 404 for any other. */
async function planInCare(db: Database, clinician: Clinician, uuid: string) {
  const providerId = await clinicianProviderId(db, clinician);
  const plan = await planRow(db, uuid);
  if (!plan || !(await isInCareOf(db, providerId, plan.patientId))) {
    throw notFound(TREATMENT_PLAN_NOT_FOUND_MESSAGE);
  }
  return plan;
}

export async function listPatientPlans(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
  source: AuditSource,
) {
  const { patient } = await patientFor(db, clinician, patientUuid);
  return listAudited(db, patient.id, source);
}

export async function patientPlan(
  db: Database,
  clinician: Clinician,
  uuid: string,
  source: AuditSource,
) {
  return viewAudited(db, await planInCare(db, clinician, uuid), source);
}

/** Goals keep their ids; a goal without one is new and gets one. */
const withGoalIds = (goals: z.output<typeof treatmentPlanBodySchema>['goals']): PlanGoal[] =>
  goals.map((goal) => ({ ...goal, id: goal.id ?? randomUUID() }));

const authorName = (clinician: Clinician) => `${clinician.firstname} ${clinician.lastname}`.trim();

export async function createPlan(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
  input: z.output<typeof treatmentPlanBodySchema>,
  now: Date,
  source: AuditSource,
) {
  const { providerId, patient } = await patientFor(db, clinician, patientUuid);
  return inTransaction(db, async (tx) => {
    const [plan] = await tx
      .insert(treatmentPlans)
      .values({
        patientId: patient.id,
        providerId,
        authorId: clinician.id,
        authorName: authorName(clinician),
        title: input.title,
        status: 'active',
        goals: withGoalIds(input.goals),
        interventions: input.interventions,
        reviewDate: input.review_date,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!plan) throw new Error('plan insert returned nothing');
    await recordAccess(tx, {
      ...source,
      subjectId: patient.id,
      action: 'create',
      resource: 'treatment_plan',
      resourceId: plan.uuid,
    });
    return toView(plan, []);
  });
}

export async function updatePlan(
  db: Database,
  clinician: Clinician,
  uuid: string,
  input: z.output<typeof treatmentPlanUpdateSchema>,
  now: Date,
  source: AuditSource,
) {
  const plan = await planInCare(db, clinician, uuid);
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(treatmentPlans)
      .set({
        title: input.title,
        status: input.status,
        goals: withGoalIds(input.goals),
        interventions: input.interventions,
        reviewDate: input.review_date,
        updatedAt: now,
      })
      .where(eq(treatmentPlans.id, plan.id))
      .returning();
    if (!updated) throw notFound(TREATMENT_PLAN_NOT_FOUND_MESSAGE);
    await recordAccess(tx, {
      ...source,
      subjectId: plan.patientId,
      action: 'update',
      resource: 'treatment_plan',
      resourceId: uuid,
    });
    const [view] = await withNotes(tx, [updated]);
    return view;
  });
}

export async function addProgressNote(
  db: Database,
  clinician: Clinician,
  uuid: string,
  input: z.output<typeof progressNoteBodySchema>,
  now: Date,
  source: AuditSource,
) {
  const plan = await planInCare(db, clinician, uuid);
  if (input.goal_id !== null && !plan.goals.some((goal) => goal.id === input.goal_id)) {
    throw unprocessable(UNKNOWN_GOAL_MESSAGE);
  }
  return inTransaction(db, async (tx) => {
    const [note] = await tx
      .insert(treatmentPlanNotes)
      .values({
        planId: plan.id,
        authorId: clinician.id,
        authorName: authorName(clinician),
        goalId: input.goal_id,
        note: input.note,
        progress: input.progress,
        createdAt: now,
      })
      .returning();
    await tx.update(treatmentPlans).set({ updatedAt: now }).where(eq(treatmentPlans.id, plan.id));
    await recordAccess(tx, {
      ...source,
      subjectId: plan.patientId,
      action: 'create',
      resource: 'treatment_plan_progress',
      resourceId: note?.uuid ?? null,
    });
    const [view] = await withNotes(tx, [{ ...plan, updatedAt: now }]);
    return view;
  });
}
