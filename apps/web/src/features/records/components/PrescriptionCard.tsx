import { useState } from 'react';
import type { Prescription } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { prescriptionPdfLink } from '../api';
import { startDownload } from '../../../lib/device/download';
import { formatDay } from '../../../components/RequestView';

export function PrescriptionCard({ prescription }: { prescription: Prescription }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const headingId = `rx-${prescription.id}`;
  const download = async () => {
    setPending(true);
    setErrors([]);
    try {
      startDownload(await prescriptionPdfLink(prescription.id));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <article className="card prescription" aria-labelledby={headingId}>
      <header className="prescription__header">
        <div>
          <h2 id={headingId} className="card__title">
            {formatDay(prescription.issued_at)} · {prescription.prescriber.name}
          </h2>
          <p className="muted">{prescription.prescriber.title}</p>
        </div>
        {prescription.version > 1 && (
          <span className="badge">Corrected (version {prescription.version})</span>
        )}
      </header>
      {prescription.correction_reason && (
        <p className="muted">Why it was corrected: {prescription.correction_reason}</p>
      )}
      <ul className="medicines" aria-label="Medicines">
        {prescription.medicines.map((medicine, index) => (
          <li key={`${medicine.name}-${index}`} className="medicine">
            <p className="medicine__name">
              {medicine.name} <span className="medicine__strength">{medicine.strength}</span>
            </p>
            <p>
              {medicine.dose} · {medicine.frequency} · for {medicine.duration}
            </p>
            {medicine.instructions && <p className="muted">{medicine.instructions}</p>}
          </li>
        ))}
      </ul>
      {prescription.diagnosis_notes && (
        <p>
          <span className="label">Notes: </span>
          {prescription.diagnosis_notes}
        </p>
      )}
      <p>
        <span className="label">Follow-up: </span>
        {prescription.follow_up_date ? formatDay(prescription.follow_up_date) : 'as needed'}
      </p>
      <p className="muted small">Signed by {prescription.signature.name}</p>
      <FormAlert messages={errors} />
      <div className="card__actions">
        <Button variant="secondary" onClick={() => void download()} loading={pending}>
          Download PDF
        </Button>
      </div>
    </article>
  );
}
