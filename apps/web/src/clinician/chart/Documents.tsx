import {
  DEFAULT_UPLOAD_LIMIT_MB,
  FILE_NAME_HEADER,
  UPLOAD_ACCEPT,
  formatFileSize,
  patientDocumentLinkEndpoint,
  patientDocumentsEndpoint,
  uploadPatientDocumentEndpoint,
  urlOf,
  validateUpload,
} from '@kaizen/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { dayHeading, localDateOf } from '../app/format';
import { api } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';

/**
 * The patient's documents (theirs and the practice's): list, upload to their record, download
 * through a short-lived signed link. SPEC §5 file rules are checked here and on the server.
 */
export function Documents({ patientUuid }: { patientUuid: string }) {
  const [documents, reload] = useResource(
    urlOf(patientDocumentsEndpoint, { patientId: patientUuid }),
    patientDocumentsEndpoint.response,
  );
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const problem = validateUpload(file, DEFAULT_UPLOAD_LIMIT_MB);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await api.post(urlOf(uploadPatientDocumentEndpoint, { patientId: patientUuid }), file, {
        headers: {
          'Content-Type': 'application/octet-stream',
          [FILE_NAME_HEADER]: encodeURIComponent(file.name),
        },
        timeout: 0,
      });
      setStatus({ tone: 'success', text: `${file.name} uploaded to the record.` });
      setFile(null);
      if (input.current) input.current.value = '';
      void reload();
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const download = async (id: string) => {
    try {
      const response = await api.post(urlOf(patientDocumentLinkEndpoint, { id }));
      window.location.assign(patientDocumentLinkEndpoint.response.parse(response.data).data.url);
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    }
  };

  return (
    <section className="card cw-card" aria-labelledby="documents-title">
      <h2 id="documents-title" className="cw-card__title">
        Documents
      </h2>
      {documents.state === 'failed' && <p role="alert">{documents.message}</p>}
      {documents.state === 'ready' &&
        (documents.data.length === 0 ? (
          <p className="cw-muted">No documents yet.</p>
        ) : (
          <ul className="cw-list cw-documents" aria-label="Documents">
            {documents.data.map((document) => (
              <li key={document.id} className="cw-documents__item">
                <span>
                  <strong>{document.file_name}</strong>
                  <span className="cw-muted">
                    {' '}
                    · {formatFileSize(document.size_bytes)} ·{' '}
                    {dayHeading(localDateOf(document.created_at))} ·{' '}
                    {document.uploaded_by === 'you' ? 'from the patient' : document.uploader_name}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  className="btn--small"
                  aria-label={`Download ${document.file_name}`}
                  onClick={() => void download(document.id)}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <form className="cw-form-row" onSubmit={(event) => void upload(event)}>
        <label className="cw-inline-field">
          <span>Add a document (up to {DEFAULT_UPLOAD_LIMIT_MB} MB)</span>
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" variant="secondary" loading={busy} disabled={!file}>
          Upload
        </Button>
      </form>
      {status && <FormAlert tone={status.tone} messages={[status.text]} />}
    </section>
  );
}
