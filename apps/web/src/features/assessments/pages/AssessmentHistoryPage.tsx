import { instrumentByCode, type InstrumentCode } from '@kaizen/contracts';
import { useCallback } from 'react';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ClockIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { fetchHistory } from '../api';
import { LoadError } from '../../../components/LoadError';
import { ResultsTable } from '../components/ResultsTable';
import { TrendChart, trendSummary } from '../components/TrendChart';
import { useLoad } from '../hooks/use-load';
import { ASSESSMENTS_PAGE_PATH, takeAssessmentPath } from '../paths';

/** /assessments/:code/history — the trend of one instrument, as a chart and as a table. */
export function AssessmentHistoryPage({ code }: { code: InstrumentCode }) {
  const instrument = instrumentByCode(code);
  useDocumentMeta({ title: `${instrument.name} history` });
  const load = useCallback((signal: AbortSignal) => fetchHistory(code, signal), [code]);
  const [history, retry] = useLoad(`history-${code}`, load);
  return (
    <div className="page history">
      <header className="page__header">
        <p className="take__eyebrow">{instrument.title}</p>
        <h1 className="page__title">Your {instrument.name} over time</h1>
      </header>
      {history.status === 'error' ? (
        <LoadError
          className="card"
          title="We could not load your results"
          messages={history.messages}
          onRetry={retry}
        />
      ) : history.status === 'loading' ? (
        <p className="card card--center" role="status">
          Loading your results…
        </p>
      ) : history.value.length === 0 ? (
        <div className="card">
          <EmptyState
            icon={<ClockIcon />}
            title="No results yet"
            action={
              <ButtonLink to={takeAssessmentPath(code)}>Take the {instrument.name}</ButtonLink>
            }
          >
            Your results will appear here, so you can see how things change.
          </EmptyState>
        </div>
      ) : (
        <section className="card history__card" aria-labelledby="trend-heading">
          <h2 id="trend-heading" className="card__title">
            Trend
          </h2>
          <p className="history__summary">{trendSummary(instrument, history.value)}</p>
          {history.value.length > 1 ? (
            <TrendChart instrument={instrument} results={history.value} />
          ) : (
            <p className="history__hint">Take it again in a week or two to see a trend.</p>
          )}
          <ResultsTable instrument={instrument} results={history.value} />
        </section>
      )}
      <div className="history__actions">
        <ButtonLink to={takeAssessmentPath(code)}>Take it again</ButtonLink>
        <ButtonLink variant="ghost" to={ASSESSMENTS_PAGE_PATH}>
          All assessments
        </ButtonLink>
      </div>
    </div>
  );
}
