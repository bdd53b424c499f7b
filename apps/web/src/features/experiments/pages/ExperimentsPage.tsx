import type { AdminExperiment } from '@kaizen/contracts';
import { RequestView } from '../../../components/RequestView';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/hooks/use-request';
import { fetchExperiments } from '../api';
import { DefineExperimentForm } from '../components/DefineExperimentForm';
import { ExperimentCard } from '../components/ExperimentCard';

/**
 * /operator/experiments: define experiments, pause or run them, and see per variant how many
 * people were assigned and how many made their first booking after that (the conversion).
 */
export function ExperimentsPage() {
  useDocumentMeta({ title: 'Experiments · Operator console' });
  const [state, reload, update] = useRequest(fetchExperiments);
  const replace = (changed: AdminExperiment) =>
    update((experiments) => {
      const others = experiments.filter((experiment) => experiment.name !== changed.name);
      return [...others, changed].sort((a, b) => a.name.localeCompare(b.name));
    });

  return (
    <div className="op-page">
      <header>
        <h1 className="page__title">Experiments</h1>
        <p>
          Each signed-in person keeps the variant they were first given, on every device. A
          conversion is a first booking made after the assignment.
        </p>
      </header>
      <RequestView
        state={state}
        onRetry={reload}
        loadingLabel="Loading the experiments"
        errorTitle="We couldn't load the experiments"
      >
        {(experiments) => (
          <>
            {experiments.map((experiment) => (
              <ExperimentCard key={experiment.name} experiment={experiment} onChanged={replace} />
            ))}
            <DefineExperimentForm onDefined={replace} />
          </>
        )}
      </RequestView>
    </div>
  );
}
