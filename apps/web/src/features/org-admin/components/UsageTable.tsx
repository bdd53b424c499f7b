import { USAGE_MIN_PEOPLE, type UsageMonth } from '@kaizen/contracts';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const cell = (value: number | null) => (value === null ? <span className="muted">—</span> : value);

/** Sessions of members per month; months resting on fewer than 5 people are not shown. */
export function UsageTable({ usage }: { usage: UsageMonth[] }) {
  const hidden = usage.some((month) => month.people === null);
  return (
    <div className="results-table__wrap">
      <table className="results-table">
        <caption className="visually-hidden">Sessions of members per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Sessions booked</th>
            <th scope="col">Sessions completed</th>
            <th scope="col">Members in care</th>
          </tr>
        </thead>
        <tbody>
          {usage.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              <td>{cell(month.sessions_booked)}</td>
              <td>{cell(month.sessions_completed)}</td>
              <td>{cell(month.people)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden && (
        <p className="muted small">
          — Fewer than {USAGE_MIN_PEOPLE} members had sessions that month: the figures are hidden so
          that nobody can be singled out.
        </p>
      )}
    </div>
  );
}
