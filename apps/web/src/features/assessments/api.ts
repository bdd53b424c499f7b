import {
  ASSESSMENT_ASSIGNMENTS_PATH,
  ASSESSMENTS_PATH,
  assessmentHistoryResponseSchema,
  assessmentOverviewResponseSchema,
  assignmentsResponseSchema,
  crisisLinesResponseSchema,
  CRISIS_LINES_PATH,
  draftResponseSchema,
  submitAssessmentResponseSchema,
  type Answers,
  type AssessmentAssignment,
  type AssessmentDraft,
  type AssessmentOverview,
  type AssessmentResult,
  type CrisisLines,
  type InstrumentCode,
  type SubmitAssessmentResponse,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The assessments calls (paths and shapes in contracts assessments/api.ts).

export async function fetchOverview(signal?: AbortSignal): Promise<AssessmentOverview[]> {
  const response = await http.get(ASSESSMENTS_PATH, { signal });
  return assessmentOverviewResponseSchema.parse(response.data).data;
}

export async function fetchHistory(
  instrument: InstrumentCode,
  signal?: AbortSignal,
): Promise<AssessmentResult[]> {
  const response = await http.get(`${ASSESSMENTS_PATH}/results`, {
    params: { instrument },
    signal,
  });
  return assessmentHistoryResponseSchema.parse(response.data).data;
}

export async function submitAnswers(
  instrument: InstrumentCode,
  answers: Answers,
  assignmentId?: string,
): Promise<SubmitAssessmentResponse['data']> {
  const response = await http.post(`${ASSESSMENTS_PATH}/${instrument}`, {
    answers,
    ...(assignmentId ? { assignment_id: assignmentId } : {}),
  });
  return submitAssessmentResponseSchema.parse(response.data).data;
}

const draftPath = (instrument: InstrumentCode) => `${ASSESSMENTS_PATH}/${instrument}/draft`;

export async function fetchDraft(
  instrument: InstrumentCode,
  signal?: AbortSignal,
): Promise<AssessmentDraft | null> {
  const response = await http.get(draftPath(instrument), { signal });
  return draftResponseSchema.parse(response.data).data;
}

export async function saveDraft(instrument: InstrumentCode, answers: Answers): Promise<void> {
  await http.put(draftPath(instrument), { answers });
}

export async function discardDraft(instrument: InstrumentCode): Promise<void> {
  await http.delete(draftPath(instrument));
}

export async function fetchAssignments(signal?: AbortSignal): Promise<AssessmentAssignment[]> {
  const response = await http.get(ASSESSMENT_ASSIGNMENTS_PATH, { signal });
  return assignmentsResponseSchema.parse(response.data).data;
}

export async function fetchCrisisLines(signal?: AbortSignal): Promise<CrisisLines> {
  const response = await http.get(CRISIS_LINES_PATH, { signal });
  return crisisLinesResponseSchema.parse(response.data).data;
}
