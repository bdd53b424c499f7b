import { Link } from 'react-router';
import { CLINICIAN_APP_BASE } from '@kaizen/contracts';

export function WorkspaceNotFound() {
  return (
    <section className="cw-page">
      <h1 className="cw-page__title">Page not found</h1>
      <p>This address is not part of the clinician workspace.</p>
      <Link to={CLINICIAN_APP_BASE}>Go to your day</Link>
    </section>
  );
}
