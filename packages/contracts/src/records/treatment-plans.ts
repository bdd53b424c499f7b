import { z } from '../zod';

// Treatment plans (issue 12): a clinician whose provider has a session with the patient writes
// and updates the plan and adds progress notes; the patient reads their plans and progress.
//
// Endpoints: `endpoints/treatment-plans.ts` (signed in; anyone else's plan is a 404).

export const GOAL_STATUSES = ['not_started', 'in_progress', 'achieved'] as const;
export const PLAN_STATUSES = ['active', 'completed'] as const;
export const MAX_PLAN_GOALS = 12;
export const MAX_PLAN_INTERVENTIONS = 12;

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.iso.date();

export const planGoalSchema = z.object({
  /** Kept across updates so progress notes can name a goal; new goals get one from the server. */
  id: z.uuid(),
  description: text(500),
  target_date: isoDate.nullable(),
  status: z.enum(GOAL_STATUSES),
});
export type PlanGoal = z.infer<typeof planGoalSchema>;

export const planInterventionSchema = z.object({
  description: text(500),
  /** e.g. 'Weekly, 50 minutes' */
  frequency: z.string().trim().max(120).default(''),
});
export type PlanIntervention = z.infer<typeof planInterventionSchema>;

const goalInputSchema = planGoalSchema.extend({
  id: z.uuid().optional(),
  target_date: isoDate.nullable().default(null),
  status: z.enum(GOAL_STATUSES).default('not_started'),
});

export const treatmentPlanBodySchema = z.object({
  title: text(200),
  goals: z.array(goalInputSchema).min(1).max(MAX_PLAN_GOALS),
  interventions: z.array(planInterventionSchema).max(MAX_PLAN_INTERVENTIONS).default([]),
  review_date: isoDate.nullable().default(null),
});
export type TreatmentPlanBody = z.input<typeof treatmentPlanBodySchema>;

export const treatmentPlanUpdateSchema = treatmentPlanBodySchema.extend({
  status: z.enum(PLAN_STATUSES),
});
export type TreatmentPlanUpdate = z.input<typeof treatmentPlanUpdateSchema>;

export const progressNoteBodySchema = z.object({
  note: text(4000),
  goal_id: z.uuid().nullable().default(null),
  progress: z.number().int().min(0).max(10).nullable().default(null),
});
export type ProgressNoteBody = z.input<typeof progressNoteBodySchema>;

export const progressNoteSchema = z.object({
  id: z.uuid(),
  goal_id: z.uuid().nullable(),
  note: z.string(),
  progress: z.number().int().nullable(),
  author: z.string(),
  created_at: z.string(),
});
export type ProgressNote = z.infer<typeof progressNoteSchema>;

export const treatmentPlanSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PLAN_STATUSES),
  author: z.string(),
  goals: z.array(planGoalSchema),
  interventions: z.array(planInterventionSchema),
  review_date: isoDate.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Newest first. */
  progress_notes: z.array(progressNoteSchema),
});
export type TreatmentPlan = z.infer<typeof treatmentPlanSchema>;

export const treatmentPlanResponseSchema = z.object({ data: treatmentPlanSchema });
export const treatmentPlansResponseSchema = z.object({ data: z.array(treatmentPlanSchema) });
export type TreatmentPlansResponse = z.infer<typeof treatmentPlansResponseSchema>;

export const TREATMENT_PLAN_NOT_FOUND_MESSAGE = 'Treatment plan not found.';
export const UNKNOWN_GOAL_MESSAGE = 'That goal is not part of this plan.';

export const GOAL_STATUS_LABELS: Readonly<Record<PlanGoal['status'], string>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  achieved: 'Achieved',
};
