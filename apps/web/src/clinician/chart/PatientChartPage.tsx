import {
  assessmentHistoryResponseSchema,
  patientChartResponseSchema,
  SESSION_KIND_LABELS,
} from '@kaizen/contracts';
import { Link, useParams } from 'react-router';
import { CLINICIAN_APP_BASE } from '@kaizen/contracts';
import { LoadError } from '../../components/LoadError';
import { FullScreenLoader } from '../../components/Spinner';
import { dayHeading, localDateOf, timeOf } from '../app/format';
import { useResource } from '../app/use-resource';
import { Prescriptions } from './Prescriptions';
import { PrivateNote } from './PrivateNote';

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

function Assessments({ patientUuid }: { patientUuid: string }) {
  const [results] = useResource(
    `clinicians/patients/${patientUuid}/assessments`,
    assessmentHistoryResponseSchema,
  );
  return (
    <section className="card cw-card" aria-labelledby="assessments-title">
      <h2 id="assessments-title" className="cw-card__title">
        Assessments
      </h2>
      {results.state === 'failed' && <p role="alert">{results.message}</p>}
      {results.state === 'ready' &&
        (results.data.length === 0 ? (
          <p className="cw-muted">No results yet.</p>
        ) : (
          <table className="cw-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Questionnaire</th>
                <th scope="col">Score</th>
                <th scope="col">Band</th>
              </tr>
            </thead>
            <tbody>
              {[...results.data].reverse().map((result) => (
                <tr key={result.id}>
                  <td>{dayHeading(localDateOf(result.completed_at))}</td>
                  <td>{result.instrument.toUpperCase()}</td>
                  <td>{result.score}</td>
                  <td>{result.band.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

/** The patient chart (issue 13): sessions with me, assessments and my private note. */
export function PatientChartPage() {
  const { uuid = '' } = useParams();
  const [chart, reload] = useResource(
    `clinicians/patients/${uuid}/chart`,
    patientChartResponseSchema,
  );
  if (chart.state === 'loading') return <FullScreenLoader label="Opening the chart" />;
  if (chart.state === 'failed') {
    return (
      <LoadError
        title="This chart could not be opened"
        messages={[chart.message]}
        onRetry={() => void reload()}
      />
    );
  }
  const { patient, sessions } = chart.data;
  return (
    <section className="cw-page" aria-labelledby="chart-title">
      <header className="cw-page__header">
        <Link to={CLINICIAN_APP_BASE}>← Day and week</Link>
        <h1 id="chart-title" className="cw-page__title">
          {patient.firstname} {patient.lastname}
        </h1>
      </header>
      <div className="cw-hours">
        <div className="cw-hours__main">
          <PrivateNote patientUuid={patient.uuid} />
          <Assessments patientUuid={patient.uuid} />
          <Prescriptions patientUuid={patient.uuid} />
        </div>
        <aside className="cw-hours__aside">
          <section className="card cw-card" aria-labelledby="sessions-title">
            <h2 id="sessions-title" className="cw-card__title">
              Sessions with you
            </h2>
            <ol className="cw-changes">
              {sessions.map((session) => (
                <li key={session.id} className="cw-changes__item">
                  <span>
                    <strong>{dayHeading(localDateOf(session.starts_at))}</strong>,{' '}
                    {timeOf(session.starts_at)} · {SESSION_KIND_LABELS[session.kind]}
                  </span>
                  <span className={`cw-badge cw-badge--${session.status}`}>
                    {STATUS_LABELS[session.status] ?? session.status}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </section>
  );
}
