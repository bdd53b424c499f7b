import { useDocumentMeta } from '../../../lib/document-meta';
import { AccessLog } from '../components/AccessLog';
import { EraseAccountCard } from '../components/EraseAccountCard';
import { ExportCard } from '../components/ExportCard';

/** The person's rights over their data: see who accessed it, take a copy, erase the account. */
export function DataRightsPage({ onErased }: { onErased: () => void }) {
  useDocumentMeta({ title: 'Your data and privacy' });
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Your data and privacy</h1>
        <p className="muted">
          Your health record belongs to you. See who opened it, take a copy, or erase it.
        </p>
      </header>
      <AccessLog />
      <ExportCard />
      <EraseAccountCard onErased={onErased} />
    </div>
  );
}
