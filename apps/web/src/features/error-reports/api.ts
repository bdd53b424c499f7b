import { errorGroupsEndpoint, type ErrorGroup } from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { operatorHeaders } from '../../lib/operator-token';

// The operator console's error groups (contracts endpoints/telemetry.ts), sent with the operator
// token.

export async function fetchErrorGroups(signal?: AbortSignal): Promise<ErrorGroup[]> {
  return (await call(errorGroupsEndpoint, { signal, headers: operatorHeaders() })).data;
}
