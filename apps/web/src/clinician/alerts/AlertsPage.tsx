import {
  acknowledgeRiskAlertEndpoint,
  clinicianRiskAlertsEndpoint,
  CLINICIAN_APP_BASE,
  patientNoteEndpoint,
  savePatientNoteEndpoint,
  type RiskAlert,
  urlOf,
} from '@kaizen/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { FullScreenLoader } from '../../components/Spinner';
import { dayHeading, localDateOf, timeOf } from '../app/format';
import { api } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';
import { refreshOpenAlerts } from './open-alerts';

const REASON_LABELS: Record<RiskAlert['reasons'][number], string> = {
  self_harm_thoughts: 'Reported thoughts of self-harm',
  suicide_screen_positive: 'Suicide screen positive',
  severe_band: 'Severe score',
};

/**
 * Acknowledges the alert; a note, when written, is added to the patient's private note with the
 * date, so it stays with the chart.
 */
async function acknowledge(alert: RiskAlert, note: string): Promise<RiskAlert> {
  if (note.trim()) {
    const patient = { patientId: alert.patient.uuid };
    const response = await api.get(urlOf(patientNoteEndpoint, patient));
    const current = patientNoteEndpoint.response.parse(response.data).data.text;
    const entry = `Risk alert of ${dayHeading(localDateOf(alert.created_at))} acknowledged: ${note.trim()}`;
    await api.put(urlOf(savePatientNoteEndpoint, patient), {
      text: current ? `${current}\n\n${entry}` : entry,
    });
  }
  const response = await api.post(urlOf(acknowledgeRiskAlertEndpoint, { id: alert.id }));
  return acknowledgeRiskAlertEndpoint.response.parse(response.data).data;
}

function AlertCard({ alert, onDone }: { alert: RiskAlert; onDone: (alert: RiskAlert) => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${alert.patient.firstname} ${alert.patient.lastname}`;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await acknowledge(alert, note));
      void refreshOpenAlerts();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card cw-card cw-alert" aria-label={`Alert for ${name}`}>
      <div className="cw-card__head">
        <h2 className="cw-card__title">
          <Link to={`${CLINICIAN_APP_BASE}/patients/${alert.patient.uuid}`}>{name}</Link>
        </h2>
        <span className="cw-muted">
          {dayHeading(localDateOf(alert.created_at))}, {timeOf(alert.created_at)}
        </span>
      </div>
      <p>
        {alert.instrument.toUpperCase()} score {alert.score} ({alert.band_label}).{' '}
        {alert.reasons.map((reason) => REASON_LABELS[reason]).join('; ')}.
      </p>
      {alert.acknowledged_at ? (
        <p className="cw-badge cw-badge--completed">
          Acknowledged by {alert.acknowledged_by ?? 'your practice'}
        </p>
      ) : (
        <>
          <label className="cw-inline-field">
            <span>Note (added to the private note, optional)</span>
            <textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          {error && <p role="alert">{error}</p>}
          <Button loading={busy} onClick={() => void submit()}>
            Acknowledge
          </Button>
        </>
      )}
    </article>
  );
}

/** Risk alerts of my patients (issue 13): open ones first, each acknowledged with a note. */
export function AlertsPage() {
  const [alerts, reload] = useResource(
    `${urlOf(clinicianRiskAlertsEndpoint)}?status=all`,
    clinicianRiskAlertsEndpoint.response,
  );
  const [changed, setChanged] = useState<Record<string, RiskAlert>>({});
  if (alerts.state === 'loading') return <FullScreenLoader label="Loading alerts" />;
  if (alerts.state === 'failed') {
    return (
      <LoadError
        title="Alerts could not be loaded"
        messages={[alerts.message]}
        onRetry={() => void reload()}
      />
    );
  }
  const list = alerts.data.map((alert) => changed[alert.id] ?? alert);
  const open = list.filter((alert) => !alert.acknowledged_at);
  const done = list.filter((alert) => alert.acknowledged_at);
  const onDone = (alert: RiskAlert) => setChanged((all) => ({ ...all, [alert.id]: alert }));
  return (
    <section className="cw-page" aria-labelledby="alerts-title">
      <header className="cw-page__header">
        <h1 id="alerts-title" className="cw-page__title">
          Risk alerts
        </h1>
        <p className="cw-page__intro">
          Raised by your patients' questionnaire answers. Reach out, then acknowledge.
        </p>
      </header>
      <h2 className="cw-section-title">Open</h2>
      {open.length === 0 ? (
        <p className="cw-empty">No open alerts.</p>
      ) : (
        open.map((alert) => <AlertCard key={alert.id} alert={alert} onDone={onDone} />)
      )}
      {done.length > 0 && <h2 className="cw-section-title">Acknowledged</h2>}
      {done.map((alert) => (
        <AlertCard key={alert.id} alert={alert} onDone={onDone} />
      ))}
    </section>
  );
}
