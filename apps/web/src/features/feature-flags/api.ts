import {
  adminFeatureFlagResponseSchema,
  adminFeatureFlagsResponseSchema,
  type AdminFeatureFlag,
  type FeatureFlagName,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';
import { operatorHeaders } from '../../lib/operator-token';

// The operator console's flag calls (api feature-flags/routes.ts), sent with the operator token.

const flagPath = (name: FeatureFlagName) => `admin/feature-flags/${encodeURIComponent(name)}`;

export async function fetchFlags(signal?: AbortSignal): Promise<AdminFeatureFlag[]> {
  const response = await http.get('admin/feature-flags', { signal, headers: operatorHeaders() });
  return adminFeatureFlagsResponseSchema.parse(response.data).data;
}

export async function saveFlagDefault(
  name: FeatureFlagName,
  enabled: boolean,
): Promise<AdminFeatureFlag> {
  const response = await http.patch(
    flagPath(name),
    { default_enabled: enabled },
    { headers: operatorHeaders() },
  );
  return adminFeatureFlagResponseSchema.parse(response.data).data;
}

export async function saveFlagOverride(
  name: FeatureFlagName,
  shortCode: string,
  enabled: boolean,
): Promise<AdminFeatureFlag> {
  const response = await http.put(
    `${flagPath(name)}/organisations/${encodeURIComponent(shortCode)}`,
    { enabled },
    { headers: operatorHeaders() },
  );
  return adminFeatureFlagResponseSchema.parse(response.data).data;
}

export async function removeFlagOverride(
  name: FeatureFlagName,
  shortCode: string,
): Promise<AdminFeatureFlag> {
  const response = await http.delete(
    `${flagPath(name)}/organisations/${encodeURIComponent(shortCode)}`,
    { headers: operatorHeaders() },
  );
  return adminFeatureFlagResponseSchema.parse(response.data).data;
}
