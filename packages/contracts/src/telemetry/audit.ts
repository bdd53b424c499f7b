import { z } from '../zod';

// The PHI audit log (issue 12): who read or changed whose clinical record, what, when and from
// where. The API appends rows (modules/audit); the patient reads the rows about them.

/** What was done to a record. */
export const AUDIT_ACTIONS = [
  'view',
  'list',
  'create',
  'update',
  'delete',
  'download',
  'export',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of record the log names (lower snake case). Free text in the database so that a new
 * module can log a new kind without a migration; the labels below are what a person reads.
 */
export const AUDIT_RESOURCE_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

const RESOURCE_LABELS: Readonly<Record<string, string>> = {
  prescription: 'Prescription',
  document: 'Document',
  treatment_plan: 'Treatment plan',
  treatment_plan_progress: 'Treatment plan progress note',
  assessment: 'Assessment',
  assessment_assignment: 'Assigned questionnaire',
  consent: 'Consent',
  crisis_alert: 'Risk alert',
  emergency_contact: 'Emergency contact',
  parent_contact: 'Parent contact',
  session_note: 'Session note',
  patient_chart: 'Your chart (sessions with them)',
  patient_note: "Your clinician's private note",
  health_record: 'Your whole record',
  account: 'Account',
  family_member: 'Family member on your account',
};

/** 'treatment_plan' → 'Treatment plan'; an unknown kind reads as its words. */
export function auditResourceLabel(resource: string): string {
  const known = RESOURCE_LABELS[resource];
  if (known) return known;
  const words = resource.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  view: 'Viewed',
  list: 'Listed',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  download: 'Downloaded',
  export: 'Exported',
  erase: 'Erased',
};
export const auditActionLabel = (action: AuditAction): string => ACTION_LABELS[action];

/** Who looked: the person themself, one of their clinicians, or the platform (system jobs). */
export const AUDIT_ACTOR_KINDS = ['you', 'clinician', 'staff', 'system'] as const;

export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  resource_id: z.string().nullable(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** A clinician's or staff member's name; null for the person themself and for the system. */
    name: z.string().nullable(),
    usertype: z.string().nullable(),
  }),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const ACCESS_LOG_PAGE_SIZE = 50;

export const accessLogQuerySchema = z.object({
  /** Only entries older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  /** 'others' leaves out the person's own reads. */
  who: z.enum(['all', 'others']).default('all'),
});
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

export const accessLogResponseSchema = z.object({
  data: z.array(accessLogEntrySchema),
  /** The `before` value of the next page, or null at the end. */
  next_before: z.number().int().nullable(),
});
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;
