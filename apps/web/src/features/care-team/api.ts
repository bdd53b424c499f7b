import {
  myProvidersResponseSchema,
  providerSwitchResponseSchema,
  providerTaggingResponseSchema,
  providersSummaryResponseSchema,
  updateTempFlagResponseSchema,
  type MyProvider,
  type ProviderSwitch,
  type ProviderSwitchBody,
  type ProviderTagging,
  type ProvidersSummary,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';
import { isInsideNativeWrapper } from '../../lib/native-bridge';

/**
 * GET my_providers_dropdown_v2 with provider_type=all (SPEC §7), with a "nocache timestamp in
 * native apps": some native web views cache GET answers, and this list changes after a booking.
 */
export async function fetchMyProviders(now: () => number = Date.now): Promise<MyProvider[]> {
  const response = await http.get('customers/customers/my_providers_dropdown_v2', {
    params: {
      provider_type: 'all',
      ...(isInsideNativeWrapper() ? { nocache: String(now()) } : {}),
    },
  });
  return myProvidersResponseSchema.parse(response.data).data;
}

/** PATCH update_temp_flag (SPEC §7): the person has seen this newly assigned provider. */
export async function acknowledgeProvider(provider: MyProvider): Promise<MyProvider> {
  const response = await http.patch('customer_provider_mappings/update_temp_flag', {
    provider_id: provider.uuid,
    provider_type: provider.provider_type,
  });
  return updateTempFlagResponseSchema.parse(response.data).data;
}

/** GET providers_summary (SPEC §7; shape in contracts my-providers.ts). */
export async function fetchProvidersSummary(): Promise<ProvidersSummary> {
  const response = await http.get('customers/customers/providers_summary');
  return providersSummaryResponseSchema.parse(response.data).data;
}

/** GET provider_tagging: current and previous providers per type, and which may be switched. */
export async function fetchProviderTagging(): Promise<ProviderTagging[]> {
  const response = await http.get('customers/customers/provider_tagging');
  return providerTaggingResponseSchema.parse(response.data).data.tagging;
}

/** POST provider_switches (SPEC §3 provider switch). */
export async function switchProvider(body: ProviderSwitchBody): Promise<ProviderSwitch> {
  const response = await http.post('customers/customers/provider_switches', body);
  return providerSwitchResponseSchema.parse(response.data).data;
}
