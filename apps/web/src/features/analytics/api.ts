import {
  analyticsFunnelResponseSchema,
  analyticsRetentionResponseSchema,
  type AnalyticsFunnelResponse,
  type AnalyticsRetentionResponse,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The operator dashboard's calls (api telemetry/events-routes.ts), with the operator console's
// headers (its x-admin-token).

export async function fetchFunnel(
  operatorHeaders: Record<string, string>,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<AnalyticsFunnelResponse> {
  const response = await http.get('admin/analytics/funnel', {
    params: range,
    headers: operatorHeaders,
    signal,
  });
  return analyticsFunnelResponseSchema.parse(response.data);
}

export async function fetchRetention(
  operatorHeaders: Record<string, string>,
  weeks: number,
  signal?: AbortSignal,
): Promise<AnalyticsRetentionResponse> {
  const response = await http.get('admin/analytics/retention', {
    params: { weeks },
    headers: operatorHeaders,
    signal,
  });
  return analyticsRetentionResponseSchema.parse(response.data);
}
