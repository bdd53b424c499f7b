import type { InstrumentCode } from '@kaizen/contracts';

export const ASSESSMENTS_PAGE_PATH = '/assessments';
export const takeAssessmentPath = (code: InstrumentCode) => `/assessments/${code}`;
export const assessmentHistoryPath = (code: InstrumentCode) => `/assessments/${code}/history`;
