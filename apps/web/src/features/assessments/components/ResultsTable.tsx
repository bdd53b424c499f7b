import type { AssessmentResult, Instrument } from '@kaizen/contracts';
import { formatDateTime } from '../../../lib/dates';
import { BandBadge } from './BandBadge';

/** Every result as a table: the chart's accessible equivalent, newest first. */
export function ResultsTable({
  instrument,
  results,
}: {
  instrument: Instrument;
  results: AssessmentResult[];
}) {
  return (
    <div className="results-table__wrap">
      <table className="results-table">
        <caption className="results-table__caption">Your {instrument.name} results</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score (of {instrument.scoreMax})</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {[...results].reverse().map((result) => (
            <tr key={result.id}>
              <td>{formatDateTime(result.completed_at)}</td>
              <td className="results-table__score">{result.score}</td>
              <td>
                <BandBadge label={result.band.label} level={result.band.level} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
