import { EmptyState } from '../../../components/EmptyState';
import { LeafIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { fetchTreatmentPlans } from '../api';
import { PlanCard } from '../components/PlanCard';
import { RequestView } from '../../../components/RequestView';
import { useRequest } from '../../../lib/hooks/use-request';

export function TreatmentPlansPage() {
  useDocumentMeta({ title: 'Your treatment plan' });
  const [state, reload] = useRequest(fetchTreatmentPlans);
  return (
    <div className="page records">
      <header className="page__header">
        <h1 className="page__title">Your treatment plan</h1>
        <p className="muted">
          The goals you and your clinician agreed on, and how you are getting on.
        </p>
      </header>
      <RequestView state={state} onRetry={reload} loadingLabel="Loading your plan">
        {(plans) =>
          plans.length === 0 ? (
            <EmptyState icon={<LeafIcon />} title="No plan yet">
              After a few sessions your clinician may write a plan with you. It will appear here.
            </EmptyState>
          ) : (
            <div className="records__list">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </div>
          )
        }
      </RequestView>
    </div>
  );
}
