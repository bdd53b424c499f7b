import { useState } from 'react';
import { formatFileSize, type HealthDocument } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { deleteDocument, documentLink } from '../api';
import { startDownload } from '../../../lib/device/download';
import { formatDay } from '../../../components/RequestView';

function DocumentRow({
  document,
  onDeleted,
}: {
  document: HealthDocument;
  onDeleted: (id: string) => void;
}) {
  const [pending, setPending] = useState<'download' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const run = async (action: 'download' | 'delete') => {
    setPending(action);
    setErrors([]);
    try {
      if (action === 'download') startDownload(await documentLink(document.id));
      else {
        await deleteDocument(document.id);
        onDeleted(document.id);
      }
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <li className="document">
      <div className="document__main">
        <p className="document__name">{document.file_name}</p>
        <p className="muted small">
          {formatFileSize(document.size_bytes)} · {formatDay(document.created_at)} ·{' '}
          {document.uploaded_by === 'you'
            ? 'Added by you'
            : `Added by ${document.uploader_name ?? 'your clinician'}`}
        </p>
        <FormAlert messages={errors} />
      </div>
      <div className="document__actions">
        <Button
          variant="secondary"
          onClick={() => void run('download')}
          loading={pending === 'download'}
          aria-label={`Download ${document.file_name}`}
        >
          Download
        </Button>
        {document.can_delete &&
          (confirming ? (
            <>
              <Button
                variant="danger"
                onClick={() => void run('delete')}
                loading={pending === 'delete'}
              >
                Delete for good
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${document.file_name}`}
            >
              Delete
            </Button>
          ))}
      </div>
    </li>
  );
}

export function DocumentList({
  documents,
  onDeleted,
}: {
  documents: HealthDocument[];
  onDeleted: (id: string) => void;
}) {
  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="card__title">
        Your documents
      </h2>
      {documents.length === 0 ? (
        <p className="muted">Nothing here yet. Documents you or your clinicians add appear here.</p>
      ) : (
        <ul className="documents">
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </section>
  );
}
