import {
  adminFeatureFlagsEndpoint,
  removeFeatureFlagOverrideEndpoint,
  setFeatureFlagDefaultEndpoint,
  setFeatureFlagOverrideEndpoint,
  type AdminFeatureFlag,
  type FeatureFlagName,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { operatorHeaders } from '../../lib/operator-token';

// The operator console's flag calls (endpoints in contracts endpoints/feature-flags.ts), sent
// with the operator token.

export async function fetchFlags(signal?: AbortSignal): Promise<AdminFeatureFlag[]> {
  return (await call(adminFeatureFlagsEndpoint, { signal, headers: operatorHeaders() })).data;
}

export async function saveFlagDefault(
  name: FeatureFlagName,
  enabled: boolean,
): Promise<AdminFeatureFlag> {
  const answer = await call(setFeatureFlagDefaultEndpoint, {
    params: { name },
    body: { default_enabled: enabled },
    headers: operatorHeaders(),
  });
  return answer.data;
}

export async function saveFlagOverride(
  name: FeatureFlagName,
  shortCode: string,
  enabled: boolean,
): Promise<AdminFeatureFlag> {
  const answer = await call(setFeatureFlagOverrideEndpoint, {
    params: { name, short_code: shortCode },
    body: { enabled },
    headers: operatorHeaders(),
  });
  return answer.data;
}

export async function removeFlagOverride(
  name: FeatureFlagName,
  shortCode: string,
): Promise<AdminFeatureFlag> {
  const answer = await call(removeFeatureFlagOverrideEndpoint, {
    params: { name, short_code: shortCode },
    headers: operatorHeaders(),
  });
  return answer.data;
}
