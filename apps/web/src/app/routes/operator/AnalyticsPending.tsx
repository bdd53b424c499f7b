import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon } from '../../../components/icons';

/** /operator/analytics until the analytics module mounts its dashboard here. */
export function AnalyticsPending() {
  return (
    <section className="card">
      <EmptyState icon={<AlertCircleIcon />} title="Analytics">
        This server has no analytics dashboard yet: it arrives with the analytics module.
      </EmptyState>
    </section>
  );
}
