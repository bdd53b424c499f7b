import { useMemo } from 'react';
import { selectCfBookingConfig } from '../features/app-config/slice';
import { carePlanOf, type CarePlan } from '../entities/provider/care-plan';
import { useAppSelector } from './store';

/**
 * A care-first person's plan (SPEC §3 isCfUser, cfUserConfig; start-up loads them) with the
 * organisation it is with, for the pages that narrow their choices to it; null for everyone else.
 */
export function useCarePlan(): CarePlan | null {
  const config = useAppSelector(selectCfBookingConfig);
  const organisation = useAppSelector((state) => state.auth.user?.organisation_name ?? null);
  return useMemo(() => carePlanOf(config, organisation), [config, organisation]);
}
