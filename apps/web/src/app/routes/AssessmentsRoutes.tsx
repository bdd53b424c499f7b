import { INSTRUMENT_CODES, type InstrumentCode } from '@kaizen/contracts';
import { useParams } from 'react-router';
import { AssessmentHistoryPage } from '../../features/assessments/pages/AssessmentHistoryPage';
import { AssessmentsPage } from '../../features/assessments/pages/AssessmentsPage';
import { TakeAssessmentPage } from '../../features/assessments/pages/TakeAssessmentPage';
import { FIND_EXPERT_PATH } from '../../features/matching/paths';
import { NotFoundRoute } from './NotFoundRoute';

const LINKS = { findExpert: FIND_EXPERT_PATH, emergencyContact: '/user/contacts' };

const instrumentParam = (code: string | undefined): InstrumentCode | null =>
  INSTRUMENT_CODES.find((known) => known === code) ?? null;

export function AssessmentsListRoute() {
  return <AssessmentsPage />;
}

export function TakeAssessmentRoute() {
  const code = instrumentParam(useParams().code);
  return code ? <TakeAssessmentPage code={code} links={LINKS} /> : <NotFoundRoute />;
}

export function AssessmentHistoryRoute() {
  const code = instrumentParam(useParams().code);
  return code ? <AssessmentHistoryPage code={code} /> : <NotFoundRoute />;
}
