import {
  ACKNOWLEDGE_PRIVACY_POLICY_PATH,
  CONSENTS_PATH,
  consentsResponseSchema,
  policyDocumentPath,
  policyDocumentResponseSchema,
  PRIVACY_POLICY_STATUS_PATH,
  privacyPolicyStatusResponseSchema,
  WITHDRAW_CONSENT_PATH,
  type Consents,
  type PolicyDocument,
  type PolicyType,
  type PrivacyPolicyStatus,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The consent calls (SPEC §7; shapes in contracts consents.ts).

export async function fetchPolicy(
  type: PolicyType,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<PolicyDocument> {
  const response = await http.get(policyDocumentPath(type, version), { signal });
  return policyDocumentResponseSchema.parse(response.data).data;
}

export async function fetchPrivacyStatus(signal?: AbortSignal): Promise<PrivacyPolicyStatus> {
  const response = await http.get(PRIVACY_POLICY_STATUS_PATH, { signal });
  return privacyPolicyStatusResponseSchema.parse(response.data).data;
}

/** POST acknowledge_privacy_policy_v2 (method_type, policy_type) for each policy, in order. */
export async function acknowledgePolicies(types: PolicyType[]): Promise<PrivacyPolicyStatus> {
  let status: PrivacyPolicyStatus | null = null;
  for (const type of types) {
    const response = await http.post(ACKNOWLEDGE_PRIVACY_POLICY_PATH, {
      method_type: 'modal',
      policy_type: type,
    });
    status = privacyPolicyStatusResponseSchema.parse(response.data).data;
  }
  return status ?? fetchPrivacyStatus();
}

export async function fetchConsents(signal?: AbortSignal): Promise<Consents> {
  const response = await http.get(CONSENTS_PATH, { signal });
  return consentsResponseSchema.parse(response.data).data;
}

export async function withdrawConsent(type: PolicyType): Promise<Consents> {
  const response = await http.post(WITHDRAW_CONSENT_PATH, { consent_type: type });
  return consentsResponseSchema.parse(response.data).data;
}
