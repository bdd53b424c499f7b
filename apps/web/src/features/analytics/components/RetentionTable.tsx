import type { AnalyticsRetentionResponse } from '@kaizen/contracts';

/** Weekly cohorts (people first seen that week) and how many were active in each later week. */
export function RetentionTable({ retention }: { retention: AnalyticsRetentionResponse }) {
  const weeks = retention.cohorts.length;
  return (
    <>
      <h2 className="card__title">Retention by week</h2>
      <div className="operator-analytics__scroll">
        <table className="operator-analytics__table">
          <caption className="visually-hidden">
            People first seen each week (Monday, UTC) and how many came back in the weeks after
          </caption>
          <thead>
            <tr>
              <th scope="col">First seen (week of)</th>
              <th scope="col">People</th>
              {Array.from({ length: weeks }, (_, offset) => (
                <th key={offset} scope="col">
                  Week {offset}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {retention.cohorts.map((cohort) => (
              <tr key={cohort.week}>
                <th scope="row">{cohort.week}</th>
                <td>{cohort.people}</td>
                {Array.from({ length: weeks }, (_, offset) => {
                  const active = cohort.active[offset];
                  if (active === undefined) return <td key={offset} aria-label="Not yet" />;
                  return (
                    <td key={offset}>
                      {active}
                      {cohort.people > 0 && (
                        <span className="operator-analytics__conversion">
                          {Math.round((active / cohort.people) * 100)}%
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
