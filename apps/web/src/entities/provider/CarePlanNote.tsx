import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ShieldIcon } from '../../components/icons';
import { carePlanText, notCoveredText, type CarePlan } from './care-plan';

/** Beside choices a care plan narrowed: why the person sees only these. */
export function CarePlanNote({ plan }: { plan: CarePlan }) {
  return (
    <p className="care-plan-note">
      <ShieldIcon width={18} height={18} aria-hidden="true" />
      <span>{carePlanText(plan)}</span>
    </p>
  );
}

/** Where nothing on the page is covered by the plan: never an empty page without words. */
export function NotCoveredByPlan({ plan, action }: { plan: CarePlan; action?: ReactNode }) {
  return (
    <EmptyState icon={<ShieldIcon />} title="Not part of your care plan" action={action}>
      {notCoveredText(plan)}
    </EmptyState>
  );
}
