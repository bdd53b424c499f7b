import { useCallback } from 'react';
import { loadPackageDetails } from '../../features/commerce/load-package';
import { PackagesPage } from '../../features/commerce/pages/PackagesPage';
import { useAppDispatch } from '../store';

/** /packages: after a paid checkout the SPEC §3 package state is asked for again. */
export function PackagesRoute() {
  const dispatch = useAppDispatch();
  const onPurchased = useCallback(() => void loadPackageDetails(dispatch), [dispatch]);
  return <PackagesPage onPurchased={onPurchased} />;
}
