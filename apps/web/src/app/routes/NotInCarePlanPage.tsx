import { ButtonLink } from '../../components/Button';
import type { CarePlan } from '../../entities/provider/care-plan';
import { NotCoveredByPlan } from '../../entities/provider/CarePlanNote';
import { useDocumentMeta } from '../../lib/document-meta';

/** A page for a kind of care a care-first person's plan does not cover (a link, a bookmark). */
export function NotInCarePlanPage({
  plan,
  findExpertPath,
}: {
  plan: CarePlan;
  findExpertPath: string;
}) {
  useDocumentMeta({ title: 'Not part of your care plan' });
  return (
    <div className="page">
      <h1 className="page__title">Find the right expert</h1>
      <div className="card">
        <NotCoveredByPlan
          plan={plan}
          action={<ButtonLink to={findExpertPath}>See experts your plan covers</ButtonLink>}
        />
      </div>
    </div>
  );
}
