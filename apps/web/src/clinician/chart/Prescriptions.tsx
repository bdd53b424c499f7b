import {
  issuePrescriptionEndpoint,
  patientPrescriptionsEndpoint,
  urlOf,
  type Medicine,
  type PrescriptionBody,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { dayHeading, localDateOf } from '../app/format';
import { api, useWorkspaceSession } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';

type MedicineDraft = Omit<Medicine, 'instructions'> & { instructions: string };
const EMPTY_MEDICINE: MedicineDraft = {
  name: '',
  strength: '',
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
};
const MEDICINE_FIELDS = [
  ['name', 'Medicine'],
  ['strength', 'Strength'],
  ['dose', 'Dose'],
  ['frequency', 'Frequency'],
  ['duration', 'Duration'],
  ['instructions', 'Instructions (optional)'],
] as const;

/** Write, sign and issue (psychiatrists): the server checks the signature against the account. */
function IssueForm({ patientUuid, onIssued }: { patientUuid: string; onIssued: () => void }) {
  const [medicines, setMedicines] = useState<MedicineDraft[]>([{ ...EMPTY_MEDICINE }]);
  const [notes, setNotes] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [signature, setSignature] = useState('');
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const setField = (index: number, field: keyof MedicineDraft, value: string) =>
    setMedicines((all) => all.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const body: PrescriptionBody = {
      medicines,
      diagnosis_notes: notes,
      follow_up_date: followUp || null,
      signature,
    };
    try {
      await api.post(urlOf(issuePrescriptionEndpoint, { patientId: patientUuid }), body);
      setMedicines([{ ...EMPTY_MEDICINE }]);
      setNotes('');
      setFollowUp('');
      setSignature('');
      setStatus({ tone: 'success', text: 'Prescription issued. The patient can download it now.' });
      onIssued();
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-rx-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="cw-card__title">New prescription</h3>
      {medicines.map((medicine, index) => (
        <fieldset key={index} className="cw-rx-medicine">
          <legend>Medicine {index + 1}</legend>
          {MEDICINE_FIELDS.map(([field, label]) => (
            <label key={field} className="cw-inline-field">
              <span>{label}</span>
              <input
                value={medicine[field]}
                onChange={(event) => setField(index, field, event.target.value)}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <Button
        variant="ghost"
        className="btn--small"
        onClick={() => setMedicines((all) => [...all, { ...EMPTY_MEDICINE }])}
      >
        Add another medicine
      </Button>
      <label className="cw-inline-field">
        <span>Diagnosis and notes (optional)</span>
        <textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <div className="cw-form-row">
        <label className="cw-inline-field">
          <span>Follow-up (optional)</span>
          <input
            type="date"
            value={followUp}
            onChange={(event) => setFollowUp(event.target.value)}
          />
        </label>
        <label className="cw-inline-field">
          <span>Signature: your full name</span>
          <input value={signature} onChange={(event) => setSignature(event.target.value)} />
        </label>
      </div>
      {status && <FormAlert tone={status.tone} messages={[status.text]} />}
      <Button type="submit" loading={busy}>
        Sign and issue
      </Button>
    </form>
  );
}

/** The patient's prescriptions; psychiatrists also write new ones here. */
export function Prescriptions({ patientUuid }: { patientUuid: string }) {
  const session = useWorkspaceSession();
  const [list, reload] = useResource(
    urlOf(patientPrescriptionsEndpoint, { patientId: patientUuid }),
    patientPrescriptionsEndpoint.response,
  );
  const prescribes = session.status === 'signed-in' && session.user.usertype === 'psychiatrist';
  return (
    <section className="card cw-card" aria-labelledby="rx-title">
      <h2 id="rx-title" className="cw-card__title">
        Prescriptions
      </h2>
      {list.state === 'failed' && <p role="alert">{list.message}</p>}
      {list.state === 'ready' &&
        (list.data.length === 0 ? (
          <p className="cw-muted">None yet.</p>
        ) : (
          <ul className="cw-changes">
            {list.data.map((rx) => (
              <li key={rx.id} className="cw-changes__item">
                <span>
                  <strong>{dayHeading(localDateOf(rx.issued_at))}</strong> ·{' '}
                  {rx.medicines.map((medicine) => medicine.name).join(', ')} · {rx.prescriber.name}
                </span>
              </li>
            ))}
          </ul>
        ))}
      {prescribes && <IssueForm patientUuid={patientUuid} onIssued={() => void reload()} />}
    </section>
  );
}
