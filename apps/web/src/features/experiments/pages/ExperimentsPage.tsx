import type { AdminExperiment } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/use-request';
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
      {state.status === 'loading' && (
        <div className="card card--center" role="status">
          <Spinner /> Loading the experiments…
        </div>
      )}
      {state.status === 'error' && (
        <div className="stack">
          <FormAlert title="We couldn't load the experiments" messages={state.messages} />
          <div>
            <Button variant="secondary" onClick={reload} sendsRequest>
              Try again
            </Button>
          </div>
        </div>
      )}
      {state.status === 'ready' &&
        state.data.map((experiment) => (
          <ExperimentCard key={experiment.name} experiment={experiment} onChanged={replace} />
        ))}
      {state.status === 'ready' && <DefineExperimentForm onDefined={replace} />}
    </div>
  );
}
