import { errorGroupsResponseSchema, type ErrorGroup } from '@kaizen/contracts';
import { http } from '../../lib/http/client';
import { operatorHeaders } from '../../lib/operator-token';

// The operator console's error groups (api telemetry/routes.ts), sent with the operator token.

export async function fetchErrorGroups(signal?: AbortSignal): Promise<ErrorGroup[]> {
  const response = await http.get('admin/error-groups', { signal, headers: operatorHeaders() });
  return errorGroupsResponseSchema.parse(response.data).data;
}
