import {
  assignInstrumentEndpoint,
  clinicianAssignmentsEndpoint,
  clinicianPatientAssessmentsEndpoint,
  INSTRUMENTS,
  instrumentByCode,
  type InstrumentCode,
  urlOf,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { dayHeading, localDateOf } from '../app/format';
import { api } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';

const WEEK_MS = 7 * 86_400_000;

/** Assign a questionnaire with a due date: the patient is emailed and reminded (server side). */
function AssignForm({ patientUuid, onAssigned }: { patientUuid: string; onAssigned: () => void }) {
  const [instrument, setInstrument] = useState<InstrumentCode>('phq9');
  const [dueOn, setDueOn] = useState(() =>
    localDateOf(new Date(Date.now() + WEEK_MS).toISOString()),
  );
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      await api.post(urlOf(assignInstrumentEndpoint, { patientId: patientUuid }), {
        instrument,
        due_on: dueOn,
        ...(note.trim() ? { note } : {}),
      });
      setNote('');
      setStatus({
        tone: 'success',
        text: `${instrumentByCode(instrument).name} assigned. The patient is emailed.`,
      });
      onAssigned();
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-form-grid cw-assign" onSubmit={(event) => void submit(event)}>
      <label className="cw-inline-field">
        <span>Questionnaire</span>
        <select
          value={instrument}
          onChange={(event) => setInstrument(event.target.value as InstrumentCode)}
        >
          {INSTRUMENTS.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label className="cw-inline-field">
        <span>Due on</span>
        <input
          type="date"
          required
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
        />
      </label>
      <label className="cw-inline-field cw-assign__note">
        <span>Note to the patient (optional)</span>
        <input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div>
        <Button type="submit" loading={busy}>
          Assign
        </Button>
      </div>
      {status && (
        <div className="cw-assign__status">
          <FormAlert tone={status.tone} messages={[status.text]} />
        </div>
      )}
    </form>
  );
}

/** Results (newest first) and the questionnaires assigned by this practice, with an assign form. */
export function Assessments({ patientUuid }: { patientUuid: string }) {
  const [results] = useResource(
    urlOf(clinicianPatientAssessmentsEndpoint, { patientId: patientUuid }),
    clinicianPatientAssessmentsEndpoint.response,
  );
  const [assignments, reloadAssignments] = useResource(
    urlOf(clinicianAssignmentsEndpoint, { patientId: patientUuid }),
    clinicianAssignmentsEndpoint.response,
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
            <caption className="visually-hidden">Assessment results, newest first</caption>
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
                  <td>{instrumentByCode(result.instrument).name}</td>
                  <td>{result.score}</td>
                  <td>{result.band.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <h3 className="cw-card__subtitle">Assigned</h3>
      {assignments.state === 'failed' && <p role="alert">{assignments.message}</p>}
      {assignments.state === 'ready' &&
        (assignments.data.length === 0 ? (
          <p className="cw-muted">Nothing assigned yet.</p>
        ) : (
          <ul className="cw-list" aria-label="Assigned questionnaires">
            {assignments.data.map((assignment) => (
              <li key={assignment.id}>
                <strong>{instrumentByCode(assignment.instrument).name}</strong>, due{' '}
                {dayHeading(assignment.due_on)}
                {' · '}
                {assignment.completed_at
                  ? `done ${dayHeading(localDateOf(assignment.completed_at))}`
                  : 'open'}
              </li>
            ))}
          </ul>
        ))}
      <AssignForm patientUuid={patientUuid} onAssigned={() => void reloadAssignments()} />
    </section>
  );
}
