import {
  analyticsFunnelEndpoint,
  analyticsRetentionEndpoint,
  type AnalyticsFunnelResponse,
  type AnalyticsRetentionResponse,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// The operator dashboard's calls (contracts endpoints/telemetry.ts), with the operator console's
// headers (its x-admin-token).

export async function fetchFunnel(
  operatorHeaders: Record<string, string>,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<AnalyticsFunnelResponse> {
  return call(analyticsFunnelEndpoint, { query: range, headers: operatorHeaders, signal });
}

export async function fetchRetention(
  operatorHeaders: Record<string, string>,
  weeks: number,
  signal?: AbortSignal,
): Promise<AnalyticsRetentionResponse> {
  return call(analyticsRetentionEndpoint, { query: { weeks }, headers: operatorHeaders, signal });
}
