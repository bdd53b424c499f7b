import {
  assessmentAssignmentsEndpoint,
  assessmentDraftEndpoint,
  assessmentHistoryEndpoint,
  assessmentOverviewEndpoint,
  crisisLinesEndpoint,
  discardAssessmentDraftEndpoint,
  saveAssessmentDraftEndpoint,
  submitAssessmentEndpoint,
  type Answers,
  type AssessmentAssignment,
  type AssessmentDraft,
  type AssessmentOverview,
  type AssessmentResult,
  type CrisisLines,
  type InstrumentCode,
  type SubmitAssessmentResponse,
  urlOf,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';

// The assessments calls (endpoints in contracts endpoints/assessments.ts).

export async function fetchOverview(signal?: AbortSignal): Promise<AssessmentOverview[]> {
  return (await call(assessmentOverviewEndpoint, { signal })).data;
}

export async function fetchHistory(
  instrument: InstrumentCode,
  signal?: AbortSignal,
): Promise<AssessmentResult[]> {
  return (await call(assessmentHistoryEndpoint, { query: { instrument }, signal })).data;
}

export async function submitAnswers(
  instrument: InstrumentCode,
  answers: Answers,
  assignmentId?: string,
): Promise<SubmitAssessmentResponse['data']> {
  const body = { answers, ...(assignmentId ? { assignment_id: assignmentId } : {}) };
  return (await call(submitAssessmentEndpoint, { params: { code: instrument }, body })).data;
}

export async function fetchDraft(
  instrument: InstrumentCode,
  signal?: AbortSignal,
): Promise<AssessmentDraft | null> {
  return (await call(assessmentDraftEndpoint, { params: { code: instrument }, signal })).data;
}

export async function saveDraft(instrument: InstrumentCode, answers: Answers): Promise<void> {
  await http.put(urlOf(saveAssessmentDraftEndpoint, { code: instrument }), { answers });
}

export async function discardDraft(instrument: InstrumentCode): Promise<void> {
  await http.delete(urlOf(discardAssessmentDraftEndpoint, { code: instrument }));
}

export async function fetchAssignments(signal?: AbortSignal): Promise<AssessmentAssignment[]> {
  return (await call(assessmentAssignmentsEndpoint, { signal })).data;
}

export async function fetchCrisisLines(signal?: AbortSignal): Promise<CrisisLines> {
  return (await call(crisisLinesEndpoint, { signal })).data;
}
