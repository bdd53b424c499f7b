import { useDocumentMeta } from '../../../lib/document-meta';
import { fetchCrisisLines, fetchOverview } from '../api';
import { CrisisLinesNote } from '../components/CrisisLinesNote';
import { InstrumentCard } from '../components/InstrumentCard';
import { LoadError } from '../../../components/LoadError';
import { useLoad } from '../hooks/use-load';

/** /assessments: every instrument with the person's latest result and saved progress. */
export function AssessmentsPage() {
  useDocumentMeta({ title: 'Assessments' });
  const [overview, retry] = useLoad('overview', fetchOverview);
  const [lines] = useLoad('crisis-lines', fetchCrisisLines);
  return (
    <div className="page assessments">
      <header className="page__header">
        <h1 className="page__title">Assessments</h1>
        <p className="assessments__lede">
          Short, validated questionnaires that help you and your care team see how you are doing
          over time. Your answers are private to you and your clinicians.
        </p>
      </header>
      {lines.status === 'ready' && <CrisisLinesNote lines={lines.value} />}
      {overview.status === 'error' ? (
        <LoadError
          className="card"
          title="We could not load your assessments"
          messages={overview.messages}
          onRetry={retry}
        />
      ) : overview.status === 'loading' ? (
        <p className="card card--center" role="status">
          Loading your assessments…
        </p>
      ) : (
        <ul className="instruments">
          {overview.value.map((entry) => (
            <InstrumentCard key={entry.instrument} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
