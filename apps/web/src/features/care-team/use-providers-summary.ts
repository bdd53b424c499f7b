import type { ProvidersSummary } from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { fetchProvidersSummary } from './api';

/**
 * The care-team summary for the card header, refreshed when the list changes (a provider
 * acknowledged). It only adds detail: a failure leaves it out and the list still shows.
 */
export function useProvidersSummary(listVersion: string): ProvidersSummary | null {
  const [summary, setSummary] = useState<ProvidersSummary | null>(null);
  useEffect(() => {
    let current = true;
    fetchProvidersSummary().then(
      (next) => current && setSummary(next),
      () => current && setSummary(null),
    );
    return () => {
      current = false;
    };
  }, [listVersion]);
  return summary;
}
