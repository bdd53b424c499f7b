import {
  acknowledgePolicyEndpoint,
  consentsEndpoint,
  currentPolicyEndpoint,
  policyVersionEndpoint,
  privacyPolicyStatusEndpoint,
  withdrawConsentEndpoint,
  type Consents,
  type PolicyDocument,
  type PolicyType,
  type PrivacyPolicyStatus,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// The consent calls (SPEC §7; endpoints in contracts endpoints/consents.ts).

export async function fetchPolicy(
  type: PolicyType,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<PolicyDocument> {
  const answer =
    version === undefined
      ? await call(currentPolicyEndpoint, { params: { type }, signal })
      : await call(policyVersionEndpoint, { params: { type, version }, signal });
  return answer.data;
}

export async function fetchPrivacyStatus(signal?: AbortSignal): Promise<PrivacyPolicyStatus> {
  return (await call(privacyPolicyStatusEndpoint, { signal })).data;
}

/** Accepts each policy (method_type modal), in order. */
export async function acknowledgePolicies(types: PolicyType[]): Promise<PrivacyPolicyStatus> {
  let status: PrivacyPolicyStatus | null = null;
  for (const type of types) {
    const body = { method_type: 'modal', policy_type: type } as const;
    status = (await call(acknowledgePolicyEndpoint, { body })).data;
  }
  return status ?? fetchPrivacyStatus();
}

export async function fetchConsents(signal?: AbortSignal): Promise<Consents> {
  return (await call(consentsEndpoint, { signal })).data;
}

export async function withdrawConsent(type: PolicyType): Promise<Consents> {
  return (await call(withdrawConsentEndpoint, { body: { consent_type: type } })).data;
}
