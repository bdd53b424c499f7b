import type { AdminExperiment } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { setExperimentActive } from '../api';

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

/** One experiment: running or paused, and per variant its weight, people and conversions. */
export function ExperimentCard({
  experiment,
  onChanged,
}: {
  experiment: AdminExperiment;
  onChanged: (experiment: AdminExperiment) => void;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const titleId = `experiment-${experiment.name}`;
  const toggle = async () => {
    setErrors([]);
    setBusy(true);
    try {
      onChanged(await setExperimentActive(experiment.name, !experiment.active));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card op-experiment" aria-labelledby={titleId}>
      <header className="op-experiment__header">
        <div>
          <h2 id={titleId} className="card__title">
            <code>{experiment.name}</code>
          </h2>
          {experiment.description && (
            <p className="op-flag__description">{experiment.description}</p>
          )}
        </div>
        <div className="op-flag__default">
          <span>
            <strong>{experiment.active ? 'Running' : 'Paused'}</strong>
          </span>
          <Button
            variant="secondary"
            className="btn--small"
            loading={busy}
            onClick={() => void toggle()}
          >
            {experiment.active ? 'Pause' : 'Run'}
            <span className="visually-hidden"> {experiment.name}</span>
          </Button>
        </div>
      </header>
      <FormAlert messages={errors} />
      <div className="op-table-wrap">
        <table className="op-table">
          <caption className="visually-hidden">Variants of {experiment.name}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col" className="op-table__number">
                Weight
              </th>
              <th scope="col" className="op-table__number">
                Assigned
              </th>
              <th scope="col" className="op-table__number">
                First booking after
              </th>
              <th scope="col" className="op-table__number">
                Conversion
              </th>
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((variant) => (
              <tr key={variant.name}>
                <th scope="row">
                  <code>{variant.name}</code>
                </th>
                <td className="op-table__number">{variant.weight}</td>
                <td className="op-table__number">{variant.assigned}</td>
                <td className="op-table__number">{variant.converted}</td>
                <td className="op-table__number">{percent(variant.converted, variant.assigned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
