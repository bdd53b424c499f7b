import {
  CLINICIAN_APP_BASE,
  patientChartEndpoint,
  SESSION_KIND_LABELS,
  urlOf,
} from '@kaizen/contracts';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { FullScreenLoader } from '../../components/Spinner';
import { dayHeading, localDateOf, timeOf } from '../app/format';
import { useResource } from '../app/use-resource';
import { Assessments } from './Assessments';
import { CareSwitch } from './CareSwitch';
import { Documents } from './Documents';
import { EmergencyContact } from './EmergencyContact';
import { Prescriptions } from './Prescriptions';
import { PrivateNote } from './PrivateNote';
import { TreatmentPlans } from './TreatmentPlans';

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/**
 * The patient chart (issue 13): my private note, treatment plan, assessments (assign one),
 * prescriptions, documents and sessions with me; the emergency contact while a risk alert is
 * open. The server audits every read.
 */
export function PatientChartPage() {
  const { uuid = '' } = useParams();
  const [chart, reload] = useResource(
    urlOf(patientChartEndpoint, { patientId: uuid }),
    patientChartEndpoint.response,
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
  const {
    patient,
    sessions,
    open_risk_alert: alertOpen,
    emergency_contact,
    care_switch,
  } = chart.data;
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
          {alertOpen && <EmergencyContact contact={emergency_contact} />}
          {care_switch && <CareSwitch change={care_switch} />}
          <PrivateNote patientUuid={patient.uuid} />
          <TreatmentPlans patientUuid={patient.uuid} />
          <Assessments patientUuid={patient.uuid} />
          <Prescriptions patientUuid={patient.uuid} />
          <Documents patientUuid={patient.uuid} />
        </div>
        <aside className="cw-hours__aside">
          <section className="card cw-card" aria-labelledby="sessions-title">
            <h2 id="sessions-title" className="cw-card__title">
              Sessions with you
            </h2>
            {sessions.length === 0 && <p className="cw-empty">No sessions with you yet.</p>}
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
