import { instrumentByCode, type AssessmentResult, type CrisisLines } from '@kaizen/contracts';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/Button';
import { CalendarIcon } from '../../../components/icons';
import { ASSESSMENTS_PAGE_PATH, assessmentHistoryPath } from '../paths';
import { BandBadge } from './BandBadge';
import { CrisisLinesNote } from './CrisisLinesNote';

/** The score, its band in plain language, and the next step (booking when moderate or worse). */
export function ResultSummary({
  result,
  findExpertPath,
  lines,
}: {
  result: AssessmentResult;
  findExpertPath: string;
  lines: CrisisLines | null;
}) {
  const instrument = instrumentByCode(result.instrument);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="result">
      <section className="card result__card" aria-labelledby="result-heading">
        <p className="result__eyebrow">Your {instrument.name} result</p>
        <h1 id="result-heading" ref={headingRef} tabIndex={-1} className="result__title">
          <span className="result__score">{result.score}</span>
          <span className="result__max"> of {instrument.scoreMax}</span>
        </h1>
        <p className="result__band">
          <BandBadge label={result.band.label} level={result.band.level} />
        </p>
        <p className="result__meaning">{result.band.meaning}</p>
        <p className="result__note">
          {instrument.higherIsBetter
            ? 'On this scale a higher score means better well-being.'
            : 'On this scale a lower score means fewer difficulties.'}{' '}
          A questionnaire is not a diagnosis: a clinician can tell you more.
        </p>
        <div className="result__actions">
          <ButtonLink variant="secondary" to={assessmentHistoryPath(instrument.code)}>
            See my history
          </ButtonLink>
          <ButtonLink variant="ghost" to={ASSESSMENTS_PAGE_PATH}>
            All assessments
          </ButtonLink>
        </div>
      </section>
      {result.suggest_booking && (
        <section className="card card--calm result__suggest" aria-labelledby="suggest-heading">
          <h2 id="suggest-heading" className="card__title">
            <CalendarIcon width={20} height={20} aria-hidden="true" /> Talking to someone can help
          </h2>
          <p>
            At this level, most people feel better with support from a therapist or psychiatrist.
            You can book a first session in a few minutes.
          </p>
          <ButtonLink to={findExpertPath}>Find an expert</ButtonLink>
        </section>
      )}
      {result.crisis && lines && <CrisisLinesNote lines={lines} />}
      <p className="result__source">{instrument.source}</p>
    </div>
  );
}
