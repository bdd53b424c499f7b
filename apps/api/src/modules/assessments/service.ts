import {
  answersProblem,
  crisisReasons,
  INSTRUMENTS,
  instrumentByCode,
  scoreAnswers,
  type AssessmentOverview,
  type AssessmentResult,
  type InstrumentCode,
  type SafetyScreen,
  type SubmitAssessmentBody,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { unprocessable } from '../../lib/http-errors';
import { recordAccess, type AuditSource } from '../audit/service';
import { requirePrivacyConsent } from '../consents/service';
import { readContact } from '../contacts/service';
import { completeAssignments, type AssignmentEnv } from './assignments';
import { crisisLinesFor, type CrisisLineDefaults } from './crisis-lines';
import { removeDraft } from './drafts';
import { insertResult, resultView, selectResults } from './results';
import { raiseRiskAlert, type AlertEnv } from './risk-alerts';
import { assessmentDrafts } from './tables';
import { eq } from 'drizzle-orm';
// This module's rows in the data-rights export and erasure (listed in composition.ts).
export { assessmentsPersonalData } from './personal-data';

// The assessments module's surface: taking an instrument, scored on the server, and the crisis
// path it may start.

export type AssessmentsEnv = AlertEnv & AssignmentEnv & { crisisLines: CrisisLineDefaults };

interface Patient {
  id: number;
  firstname: string;
  lastname: string;
  organisationId: number | null;
  /** Who submits, from where: the result's audit row commits with it. */
  audit: AuditSource;
}

interface Submitted {
  result: AssessmentResult;
  safety: SafetyScreen | null;
}

/**
 * Scores complete answers, stores them with the score, completes matching assignments and drops
 * the draft, all in one transaction; a crisis answer also raises the care team's alert there.
 * The safety screen comes back with the result so the client can show it first.
 */
export async function submitAssessment(
  db: Database,
  patient: Patient,
  code: InstrumentCode,
  body: SubmitAssessmentBody,
  env: AssessmentsEnv,
  now: Date,
): Promise<Submitted> {
  await requirePrivacyConsent(db, patient.id);
  const instrument = instrumentByCode(code);
  const problem = answersProblem(instrument, body.answers);
  if (problem) throw unprocessable(problem);
  const scored = scoreAnswers(instrument, body.answers);
  const reasons = crisisReasons(instrument, body.answers, scored);

  const { row, alerted } = await inTransaction(db, async (tx) => {
    const stored = await insertResult(tx, {
      userId: patient.id,
      instrument: code,
      answers: body.answers,
      score: scored.score,
      bandLabel: scored.band.label,
      bandLevel: scored.band.level,
      crisisReasons: reasons,
      completedAt: now,
    });
    await recordAccess(tx, {
      ...patient.audit,
      subjectId: patient.id,
      action: 'create',
      resource: 'assessment',
      resourceId: stored.uuid,
    });
    await completeAssignments(tx, patient.id, code, stored.id, body.assignment_id, now);
    await removeDraft(tx, patient.id, code);
    const alert =
      reasons.length > 0
        ? await raiseRiskAlert(
            tx,
            stored.id,
            {
              patient,
              instrument: code,
              score: scored.score,
              bandLabel: scored.band.label,
              reasons,
            },
            env,
            now,
          )
        : { careTeamAlerted: false, safetyTeamAlerted: false };
    return { row: stored, alerted: alert };
  });

  if (reasons.length === 0) return { result: resultView(row), safety: null };
  const [lines, contact] = await Promise.all([
    crisisLinesFor(db, patient.organisationId, env.crisisLines),
    readContact(db, patient.id, 'emergency_contact'),
  ]);
  return {
    result: resultView(row),
    safety: {
      ...lines,
      reasons,
      emergency_contact: contact
        ? { name: contact.name, relationship: contact.relationship, phone: contact.phone }
        : null,
      care_team_alerted: alerted.careTeamAlerted,
      safety_team_alerted: alerted.safetyTeamAlerted,
    },
  };
}

/** Every instrument with the person's latest result and how far a saved draft got. */
export async function assessmentOverview(
  db: Database,
  userId: number,
): Promise<AssessmentOverview[]> {
  const [results, drafts] = await Promise.all([
    selectResults(db, userId),
    db.select().from(assessmentDrafts).where(eq(assessmentDrafts.userId, userId)),
  ]);
  return INSTRUMENTS.map((instrument) => {
    const mine = results.filter((row) => row.instrument === instrument.code);
    const latest = mine.at(-1);
    const draft = drafts.find((row) => row.instrument === instrument.code);
    return {
      instrument: instrument.code,
      latest: latest ? resultView(latest) : null,
      results_count: mine.length,
      draft_answered: draft ? Object.keys(draft.answers).length : 0,
    };
  });
}

export { readDraft, saveDraft, removeDraft } from './drafts';
export { selectResults, selectResult, resultView } from './results';
export { openAssignments, assignInstrument, providerAssignments } from './assignments';
export {
  listRiskAlerts,
  acknowledgeRiskAlert,
  escalateOverdueAlerts,
  hasOpenRiskAlert,
} from './risk-alerts';
export { crisisLinesFor } from './crisis-lines';
export { clinicianAndPatient, clinicianProvider } from './care-team';
export { startAssessmentSweeper } from './sweeper';
