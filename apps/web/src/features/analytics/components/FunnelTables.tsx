import {
  FUNNEL_STEP_LABELS,
  type AnalyticsFunnelResponse,
  type FunnelStepCount,
} from '@kaizen/contracts';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

function StepCell({ step }: { step: FunnelStepCount | undefined }) {
  if (!step) return <td>0</td>;
  return (
    <td>
      {step.people}
      {step.conversion !== null && (
        <span className="operator-analytics__conversion">{percent(step.conversion)}</span>
      )}
    </td>
  );
}

/** The funnel in total and per normalised utm source; conversions are of the previous step. */
export function FunnelTables({ funnel }: { funnel: AnalyticsFunnelResponse }) {
  const steps = funnel.steps;
  return (
    <>
      <h2 className="card__title">Funnel</h2>
      <div className="operator-analytics__scroll">
        <table className="operator-analytics__table">
          <caption className="visually-hidden">
            People at each step, {funnel.from} to {funnel.to}, and the share of the step before
          </caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              {steps.map((step) => (
                <th key={step.step} scope="col">
                  {FUNNEL_STEP_LABELS[step.step]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">All sources</th>
              {steps.map((step) => (
                <StepCell key={step.step} step={step} />
              ))}
            </tr>
            {funnel.by_source.map((group) => (
              <tr key={group.source}>
                <th scope="row">{group.source}</th>
                {steps.map((step) => (
                  <StepCell
                    key={step.step}
                    step={group.steps.find((own) => own.step === step.step)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
