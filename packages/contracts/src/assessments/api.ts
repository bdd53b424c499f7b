import { z } from '../zod';
import { CRISIS_REASONS } from './scoring';
import { INSTRUMENT_CODES } from './types';

// Payloads of the assessments area (SPEC §7 lists "assessments" with paths but no payloads; these
// are ours). The endpoints themselves are in endpoints/assessments.ts.

export const instrumentCodeSchema = z.enum(INSTRUMENT_CODES);
export const instrumentParamsSchema = z.object({ code: instrumentCodeSchema });

const itemId = z.string().regex(/^q\d{1,2}b?$/, 'Unknown question.');
export const answersSchema = z.record(itemId, z.number().int().min(0).max(5));

export const submitAssessmentBodySchema = z.object({
  answers: answersSchema,
  /** The clinician's assignment this completes, when it was assigned. */
  assignment_id: z.uuid().optional(),
});
export type SubmitAssessmentBody = z.infer<typeof submitAssessmentBodySchema>;

export const bandViewSchema = z.object({
  label: z.string(),
  level: z.enum(['none', 'mild', 'moderate', 'severe']),
  meaning: z.string(),
});

export const assessmentResultSchema = z.object({
  id: z.uuid(),
  instrument: instrumentCodeSchema,
  score: z.number().int(),
  band: bandViewSchema,
  answers: z.record(z.string(), z.number().int()),
  suggest_booking: z.boolean(),
  crisis: z.boolean(),
  completed_at: z.iso.datetime({ offset: true }),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const phoneLineSchema = z.object({ label: z.string(), number: z.string() });
export type PhoneLine = z.infer<typeof phoneLineSchema>;

export const crisisLinesSchema = z.object({
  helpline: phoneLineSchema,
  emergency: phoneLineSchema,
});
export type CrisisLines = z.infer<typeof crisisLinesSchema>;
export const crisisLinesResponseSchema = z.object({ data: crisisLinesSchema });

/** What the safety screen shows, before the score. */
export const safetyScreenSchema = crisisLinesSchema.extend({
  reasons: z.array(z.enum(CRISIS_REASONS)),
  emergency_contact: z
    .object({ name: z.string(), relationship: z.string(), phone: z.string() })
    .nullable(),
  care_team_alerted: z.boolean(),
  /** The escalation contact was told at once (no care team yet). */
  safety_team_alerted: z.boolean(),
});
export type SafetyScreen = z.infer<typeof safetyScreenSchema>;

export const submitAssessmentResponseSchema = z.object({
  data: z.object({ result: assessmentResultSchema, safety: safetyScreenSchema.nullable() }),
});
export type SubmitAssessmentResponse = z.infer<typeof submitAssessmentResponseSchema>;

export const assessmentHistoryQuerySchema = z.object({
  instrument: instrumentCodeSchema.optional(),
});
export const assessmentHistoryResponseSchema = z.object({ data: z.array(assessmentResultSchema) });
export const assessmentResultResponseSchema = z.object({ data: assessmentResultSchema });
export const resultParamsSchema = z.object({ id: z.uuid() });

/** Progress saved while a questionnaire is taken (one per person and instrument). */
export const draftBodySchema = z.object({ answers: answersSchema });
export const assessmentDraftSchema = z.object({
  instrument: instrumentCodeSchema,
  answers: z.record(z.string(), z.number().int()),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AssessmentDraft = z.infer<typeof assessmentDraftSchema>;
export const draftResponseSchema = z.object({ data: assessmentDraftSchema.nullable() });

export const assessmentAssignmentSchema = z.object({
  id: z.uuid(),
  instrument: instrumentCodeSchema,
  due_on: z.iso.date(),
  note: z.string().nullable(),
  assigned_by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AssessmentAssignment = z.infer<typeof assessmentAssignmentSchema>;
export const assignmentsResponseSchema = z.object({ data: z.array(assessmentAssignmentSchema) });
export const assignmentResponseSchema = z.object({ data: assessmentAssignmentSchema });

export const ASSIGNMENT_DUE_IN_PAST_MESSAGE = 'The due date cannot be in the past.';
export const assignInstrumentBodySchema = z.object({
  instrument: instrumentCodeSchema,
  due_on: z.iso.date('Please give the due date as YYYY-MM-DD.'),
  note: z.string().trim().max(500, 'The note can be at most 500 characters.').optional(),
});
export type AssignInstrumentBody = z.infer<typeof assignInstrumentBodySchema>;

export const riskAlertSchema = z.object({
  id: z.uuid(),
  patient: z.object({ uuid: z.uuid(), firstname: z.string(), lastname: z.string() }),
  instrument: instrumentCodeSchema,
  score: z.number().int(),
  band_label: z.string(),
  reasons: z.array(z.enum(CRISIS_REASONS)),
  created_at: z.iso.datetime({ offset: true }),
  acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
  acknowledged_by: z.string().nullable(),
  escalated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type RiskAlert = z.infer<typeof riskAlertSchema>;
export const riskAlertsQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});
export const riskAlertsResponseSchema = z.object({ data: z.array(riskAlertSchema) });
export const riskAlertResponseSchema = z.object({ data: riskAlertSchema });
export const riskAlertParamsSchema = z.object({ id: z.uuid() });

export const ASSESSMENT_NOT_FOUND_MESSAGE = 'This assessment was not found.';
export const RISK_ALERT_NOT_FOUND_MESSAGE = 'This alert was not found.';
export const ASSIGNMENT_NOT_FOUND_MESSAGE = 'This assignment was not found.';

/** The list page: each instrument with its latest result and any saved progress. */
export const assessmentOverviewSchema = z.object({
  instrument: instrumentCodeSchema,
  latest: assessmentResultSchema.nullable(),
  results_count: z.number().int(),
  draft_answered: z.number().int(),
});
export type AssessmentOverview = z.infer<typeof assessmentOverviewSchema>;
export const assessmentOverviewResponseSchema = z.object({
  data: z.array(assessmentOverviewSchema),
});

const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{1,18}$/, 'Please enter a phone number of digits, spaces or hyphens.');
/** An organisation's crisis numbers, set by an administrator. */
export const crisisLinesBodySchema = z.object({
  helpline: z.object({ label: z.string().trim().min(1).max(60), number: phoneNumberSchema }),
  emergency: z.object({ label: z.string().trim().min(1).max(60), number: phoneNumberSchema }),
});
