import {
  myProvidersEndpoint,
  providerSwitchEndpoint,
  providerTaggingEndpoint,
  providersSummaryEndpoint,
  updateTempFlagEndpoint,
  urlOf,
  type MyProvider,
  type ProviderSwitch,
  type ProviderSwitchBody,
  type ProviderTagging,
  type ProvidersSummary,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';
import { isInsideNativeWrapper } from '../../lib/device/native-bridge';

/**
 * GET my_providers_dropdown_v2 with provider_type=all (SPEC §7), with a "nocache timestamp in
 * native apps": some native web views cache GET answers, and this list changes after a booking.
 */
export async function fetchMyProviders(now: () => number = Date.now): Promise<MyProvider[]> {
  const response = await http.get(urlOf(myProvidersEndpoint), {
    params: {
      provider_type: 'all',
      ...(isInsideNativeWrapper() ? { nocache: String(now()) } : {}),
    },
  });
  return myProvidersEndpoint.response.parse(response.data).data;
}

/** PATCH update_temp_flag (SPEC §7): the person has seen this newly assigned provider. */
export async function acknowledgeProvider(provider: MyProvider): Promise<MyProvider> {
  const body = { provider_id: provider.uuid, provider_type: provider.provider_type };
  return (await call(updateTempFlagEndpoint, { body })).data;
}

/** GET providers_summary (SPEC §7; shape in contracts my-providers.ts). */
export async function fetchProvidersSummary(): Promise<ProvidersSummary> {
  return (await call(providersSummaryEndpoint)).data;
}

/** GET provider_tagging: current and previous providers per type, and which may be switched. */
export async function fetchProviderTagging(): Promise<ProviderTagging[]> {
  return (await call(providerTaggingEndpoint)).data.tagging;
}

/** POST provider_switches (SPEC §3 provider switch). */
export async function switchProvider(body: ProviderSwitchBody): Promise<ProviderSwitch> {
  return (await call(providerSwitchEndpoint, { body })).data;
}
