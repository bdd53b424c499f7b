import { EmptyState } from '../../../components/EmptyState';
import { StethoscopeIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { fetchPrescriptions } from '../api';
import { PrescriptionCard } from '../components/PrescriptionCard';
import { RequestView } from '../../../components/RequestView';
import { useRequest } from '../../../lib/hooks/use-request';

export function PrescriptionsPage() {
  useDocumentMeta({ title: 'Your prescriptions' });
  const [state, reload] = useRequest(fetchPrescriptions);
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Your prescriptions</h1>
        <p className="muted">
          Written by your psychiatrist. Each one can be downloaded as a signed PDF for your
          pharmacy.
        </p>
      </header>
      <RequestView state={state} onRetry={reload} loadingLabel="Loading your prescriptions">
        {(prescriptions) =>
          prescriptions.length === 0 ? (
            <EmptyState icon={<StethoscopeIcon />} title="No prescriptions yet">
              When a psychiatrist writes you a prescription after a session, it appears here.
            </EmptyState>
          ) : (
            <div className="records__list">
              {prescriptions.map((prescription) => (
                <PrescriptionCard key={prescription.id} prescription={prescription} />
              ))}
            </div>
          )
        }
      </RequestView>
    </div>
  );
}
