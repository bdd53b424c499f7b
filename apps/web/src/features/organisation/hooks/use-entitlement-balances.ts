import { useEffect, useState } from 'react';
import type { EntitlementBalance, MemberPool } from '@kaizen/contracts';
import { isCancelledRequest } from '../../../lib/http/request-error';
import { fetchEntitlementBalances } from '../api';

type BalancesState =
  | { status: 'loading' }
  | { status: 'ready'; balances: EntitlementBalance[]; pools: MemberPool[] }
  | { status: 'error' };

/**
 * The member's sponsored credits of this year and their organisation's shared pools, asked for when the dashboard opens and again
 * whenever `version` changes (a session was cancelled: its credit may have come back).
 */
export function useEntitlementBalances(version: number): BalancesState {
  const [state, setState] = useState<BalancesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchEntitlementBalances(controller.signal).then(
      ({ balances, pools }) => setState({ status: 'ready', balances, pools }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);
  return state;
}
