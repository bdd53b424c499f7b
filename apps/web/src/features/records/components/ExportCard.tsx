import { useState } from 'react';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { exportLink } from '../api';
import { startDownload } from '../../../lib/device/download';

/** Everything Kaizen holds about the person, as a file to keep: JSON for machines, HTML to read. */
export function ExportCard() {
  const [pending, setPending] = useState<'json' | 'html' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const download = async (format: 'json' | 'html') => {
    setPending(format);
    setErrors([]);
    try {
      startDownload(`${await exportLink()}?format=${format}`);
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <section className="card" aria-labelledby="export-heading">
      <h2 id="export-heading" className="card__title">
        Download your data
      </h2>
      <p className="muted">
        Your profile, sessions, payments, prescriptions, documents list, treatment plans and this
        access log, in one file.
      </p>
      <FormAlert messages={errors} />
      <div className="card__actions">
        <Button onClick={() => void download('html')} loading={pending === 'html'}>
          Download as a readable page
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download('json')}
          loading={pending === 'json'}
        >
          Download as JSON
        </Button>
      </div>
    </section>
  );
}
