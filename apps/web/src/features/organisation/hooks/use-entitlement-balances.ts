import { useEffect, useState } from 'react';
import type { EntitlementBalance } from '@kaizen/contracts';
import { isCancelledRequest } from '../../../lib/http/request-error';
import { fetchEntitlementBalances } from '../api';

export type BalancesState =
  { status: 'loading' } | { status: 'ready'; balances: EntitlementBalance[] } | { status: 'error' };

/**
 * The member's sponsored credits of this year, asked for when the dashboard opens and again
 * whenever `version` changes (a session was cancelled: its credit may have come back).
 */
export function useEntitlementBalances(version: number): BalancesState {
  const [state, setState] = useState<BalancesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchEntitlementBalances(controller.signal).then(
      (balances) => setState({ status: 'ready', balances }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);
  return state;
}
