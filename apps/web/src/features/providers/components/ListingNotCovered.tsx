import type { ProviderTypeFilterWord } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import type { CarePlan } from '../../../entities/provider/care-plan';
import { NotCoveredByPlan } from '../../../entities/provider/CarePlanNote';
import type { CareKind } from '../care-kinds';
import { searchFromFilters, type ListingFilters } from '../listing-filters';
import { LISTING_PATH } from '../paths';

/**
 * A listing of experts a care plan does not cover (a link, a remembered search, or all experts):
 * not their cards, but the plan and a way to the experts it covers.
 */
export function ListingNotCovered({
  plan,
  covered,
  filters,
}: {
  plan: CarePlan;
  covered: readonly (CareKind & { listType: ProviderTypeFilterWord })[];
  filters: ListingFilters;
}) {
  const first = covered[0];
  return (
    <div className="card">
      <NotCoveredByPlan
        plan={plan}
        action={
          first && (
            <ButtonLink
              to={`${LISTING_PATH}?${searchFromFilters({ ...filters, type: first.listType })}`}
            >
              See {first.plural}
            </ButtonLink>
          )
        }
      />
    </div>
  );
}
