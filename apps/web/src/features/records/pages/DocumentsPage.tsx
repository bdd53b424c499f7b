import { useDocumentMeta } from '../../../lib/document-meta';
import { helperToast } from '../../../lib/toast';
import { fetchDocuments } from '../api';
import { DocumentList } from '../components/DocumentList';
import { DocumentUpload } from '../components/DocumentUpload';
import { RequestView } from '../../../components/RequestView';
import { useRequest } from '../../../lib/hooks/use-request';

export function DocumentsPage() {
  useDocumentMeta({ title: 'Your documents' });
  const [state, reload, update] = useRequest(fetchDocuments);
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Your documents</h1>
        <p className="muted">
          Keep reports and letters in one place and share them with your care team. Only you and the
          clinicians you have sessions with can open them.
        </p>
      </header>
      <DocumentUpload
        onUploaded={(document) => {
          update((documents) => [document, ...documents]);
          helperToast.success(`${document.file_name} was added.`);
        }}
      />
      <RequestView state={state} onRetry={reload} loadingLabel="Loading your documents">
        {(documents) => (
          <DocumentList
            documents={documents}
            onDeleted={(id) => update((list) => list.filter((item) => item.id !== id))}
          />
        )}
      </RequestView>
    </div>
  );
}
