import { PRIVACY_POLICY_PAGE_PATH, TERMS_PAGE_PATH } from './constants';
import { z } from './zod';

// Consents (SPEC §3 consent status, §4 Login "check privacy-policy consent", §7 calls): versioned
// policy documents, each acceptance recorded with version, time and method, and withdrawal.

export const POLICY_TYPES = ['tnc', 'privacy_policy'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const CONSENT_TYPES = [...POLICY_TYPES, 'eighteen_plus'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
/** How a consent was given: the sign-up boxes, a later checkbox, the new-version modal, settings. */
export const CONSENT_METHODS = ['sign_up', 'checkbox', 'modal', 'settings'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

// The web pages of the documents live in constants.ts: the web app's router needs them at start,
// and a constant taken from this module would bring the module (its schemas, and Zod) into the
// log-in page's entry chunk.
export const policyPagePath = (type: PolicyType) =>
  type === 'tnc' ? TERMS_PAGE_PATH : PRIVACY_POLICY_PAGE_PATH;

export const POLICY_LABELS: Record<PolicyType, string> = {
  tnc: 'Terms and conditions',
  privacy_policy: 'Privacy policy',
};

// The endpoints are in endpoints/consents.ts.

export const policySectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});

export const policyDocumentSchema = z.object({
  type: z.enum(POLICY_TYPES),
  version: z.number().int().min(1),
  title: z.string(),
  /** What changed from the version before, in a sentence or two (shown in the modal). */
  summary: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  sections: z.array(policySectionSchema),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
export const policyDocumentResponseSchema = z.object({ data: policyDocumentSchema });
export const policyParamsSchema = z.object({ type: z.enum(POLICY_TYPES) });
export const policyVersionParamsSchema = policyParamsSchema.extend({
  version: z.coerce.number().int().min(1),
});

/** An administrator publishes a new version; it becomes current at once. */
export const publishPolicyBodySchema = policyDocumentSchema.pick({
  type: true,
  title: true,
  summary: true,
  sections: true,
});

/** The body is optional (SPEC §7 shows none); how the consent was given defaults to a checkbox. */
export const markConsentBodySchema = z
  .object({ method_type: z.enum(CONSENT_METHODS).default('checkbox') })
  .nullish()
  .transform((body) => ({ method_type: body?.method_type ?? 'checkbox' }));
export const acknowledgePolicyBodySchema = z.object({
  method_type: z.enum(CONSENT_METHODS),
  policy_type: z.enum(POLICY_TYPES),
});
export type AcknowledgePolicyBody = z.infer<typeof acknowledgePolicyBodySchema>;

export const tncAndPpStatusResponseSchema = z.object({
  data: z.object({ is_tnc_checked: z.boolean(), is_privacy_policy_checked: z.boolean() }),
});
export const eighteenPlusStatusResponseSchema = z.object({
  data: z.object({ is_eighteen_plus_checked: z.boolean() }),
});

const policySummarySchema = policyDocumentSchema.pick({
  type: true,
  version: true,
  title: true,
  summary: true,
  published_at: true,
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

/** One policy's standing for the person: the current version and the one they accepted. */
export const policyConsentSchema = z.object({
  policy: policySummarySchema,
  accepted_version: z.number().int().nullable(),
  /** True only when the current version is accepted and not withdrawn. */
  accepted: z.boolean(),
  /** The person's last word on it was a withdrawal (not: never asked, e.g. a partner account). */
  withdrawn: z.boolean(),
});
export type PolicyConsent = z.infer<typeof policyConsentSchema>;

export const privacyPolicyStatusSchema = z.object({
  privacy_policy_consent_status: z.boolean(),
  /** Every policy the person still has to accept (current version), for the blocking modal. */
  pending: z.array(policyConsentSchema),
});
export type PrivacyPolicyStatus = z.infer<typeof privacyPolicyStatusSchema>;
export const privacyPolicyStatusResponseSchema = z.object({ data: privacyPolicyStatusSchema });

export const consentEventSchema = z.object({
  consent_type: z.enum(CONSENT_TYPES),
  version: z.number().int().nullable(),
  action: z.enum(['accepted', 'withdrawn']),
  method: z.enum(CONSENT_METHODS).nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** SPEC §3 consent state area: where each consent stands, and its history, newest first. */
export const consentsSchema = z.object({
  policies: z.array(policyConsentSchema),
  is_eighteen_plus_checked: z.boolean(),
  history: z.array(consentEventSchema),
});
export type Consents = z.infer<typeof consentsSchema>;
export const consentsResponseSchema = z.object({ data: consentsSchema });

export const withdrawConsentBodySchema = z.object({ consent_type: z.enum(POLICY_TYPES) });

/** What withdrawing stops, said before the person confirms and enforced by the API. */
export const WITHDRAWAL_EFFECTS: Record<PolicyType, string> = {
  privacy_policy:
    'We stop using your health information: you cannot take assessments, share new results with your care team or use the app until you accept the privacy policy again. Records we already hold are kept as the law requires; to delete them, erase your account.',
  tnc: 'You cannot use the app until you accept the terms again. Your records are kept; to delete them, erase your account.',
};

/** 403 on clinical writes while privacy-policy consent is withdrawn. */
export const PRIVACY_CONSENT_REQUIRED_MESSAGE =
  'Please accept the privacy policy again to use this. You withdrew your consent.';
