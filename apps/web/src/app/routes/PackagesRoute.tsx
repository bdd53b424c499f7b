import { useCallback } from 'react';
import { selectAllProviders } from '../../features/auth/slice';
import { loadPackageDetails } from '../../features/commerce/load-package';
import { PackagesPage } from '../../features/commerce/pages/PackagesPage';
import { useAppDispatch, useAppSelector } from '../store';

/**
 * /packages: the person's experts (care team) are offered to tie a package to; after a paid
 * checkout or a refund the SPEC §3 package state is asked for again.
 */
export function PackagesRoute() {
  const dispatch = useAppDispatch();
  const experts = useAppSelector(selectAllProviders);
  const onPurchased = useCallback(() => void loadPackageDetails(dispatch), [dispatch]);
  return <PackagesPage experts={experts} onPurchased={onPurchased} />;
}
