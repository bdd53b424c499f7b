import { z } from '../zod';
import { PROVIDER_TYPES } from './provider-filters';
import { plainText } from '../fields/safe-input';

// The provider switch (SPEC §3 state area "provider switch": providerTypeModal, selectedProvider,
// currentProvider, switchReason, providerTaggingDetails). A person in care with a therapist or a
// psychiatrist changes them: the old one becomes a previous provider, the new one joins the care
// team, and the reason the person gives is shown to the new clinician only. Payloads are not in
// the spec; designed here (GET provider_tagging, POST provider_switches).

/** Only these kinds of care can be switched (the care-first variants included). */
export const SWITCHABLE_PROVIDER_TYPES = [
  'therapy',
  'psychiatry',
  'cf_therapy',
  'cf_psychiatry',
] as const satisfies readonly (typeof PROVIDER_TYPES)[number][];
export type SwitchableProviderType = (typeof SWITCHABLE_PROVIDER_TYPES)[number];

export const SWITCH_REASON_CODES = [
  'not_a_good_fit',
  'schedule',
  'language',
  'specialisation',
  'cost',
  'other',
] as const;
export type SwitchReasonCode = (typeof SWITCH_REASON_CODES)[number];

export const SWITCH_REASON_LABELS: Record<SwitchReasonCode, string> = {
  not_a_good_fit: 'We are not a good fit',
  schedule: 'Their times do not suit me',
  language: 'I want someone who speaks my language',
  specialisation: 'I need someone with a different speciality',
  cost: 'The fee is too high for me',
  other: 'Something else',
};

export const SWITCH_REASON_TEXT_MAX = 500;

export const providerSwitchBodySchema = z.strictObject({
  provider_type: z.enum(SWITCHABLE_PROVIDER_TYPES),
  new_provider_uuid: z.uuid(),
  /** Which provider of that type to leave; needed only when the person has several. */
  current_provider_uuid: z.uuid().optional(),
  reason_code: z.enum(SWITCH_REASON_CODES),
  /** Optional words for the new clinician (the form says they will read them). */
  reason_text: plainText().trim().max(SWITCH_REASON_TEXT_MAX).optional(),
});
export type ProviderSwitchBody = z.infer<typeof providerSwitchBodySchema>;

const taggedProviderSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  photo_url: z.string(),
  /** When the person came into care with them. */
  since: z.iso.datetime(),
});

export const providerTaggingSchema = z.object({
  provider_type: z.enum(PROVIDER_TYPES),
  current: z.array(taggedProviderSchema),
  previous: z.array(taggedProviderSchema.extend({ until: z.iso.datetime() })),
  /** The person may change a current provider of this type now (in care, type switchable, CF plan). */
  can_switch: z.boolean(),
  /** A switch whose new provider has not had a booking yet: another one waits for it. */
  open_switch: z.boolean(),
});
export type ProviderTagging = z.infer<typeof providerTaggingSchema>;

export const providerTaggingResponseSchema = z.object({
  data: z.object({ tagging: z.array(providerTaggingSchema) }),
});

const switchedProviderSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
});

export const providerSwitchSchema = z.object({
  id: z.uuid(),
  provider_type: z.enum(PROVIDER_TYPES),
  from: switchedProviderSchema,
  to: switchedProviderSchema,
  reason_code: z.enum(SWITCH_REASON_CODES),
  reason_text: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ProviderSwitch = z.infer<typeof providerSwitchSchema>;

export const providerSwitchResponseSchema = z.object({ data: providerSwitchSchema });

/**
 * What a clinician's chart says about a switch that concerns them: `joined` (the patient switched
 * to them, with the reason the patient chose to share) or `left` (no reason: that was not
 * addressed to the previous clinician).
 */
export const chartCareSwitchSchema = z.object({
  direction: z.enum(['joined', 'left']),
  at: z.iso.datetime(),
  reason_code: z.enum(SWITCH_REASON_CODES).nullable(),
  reason_text: z.string().nullable(),
});
export type ChartCareSwitch = z.infer<typeof chartCareSwitchSchema>;

export const SWITCH_NOT_IN_CARE_MESSAGE = 'You are not in care with a provider of this kind.';
export const SWITCH_SEVERAL_CURRENT_MESSAGE =
  'You have more than one provider of this kind: say which one you want to change.';
export const SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE =
  'This expert cannot be chosen: pick an available expert of the same kind.';
export const SWITCH_SAME_PROVIDER_MESSAGE = 'This expert is already your provider.';
export const SWITCH_CF_NOT_ALLOWED_MESSAGE =
  'Your care plan does not cover changing this kind of provider.';
export const SWITCH_ALREADY_OPEN_MESSAGE =
  'You have just changed this provider: book a session with your new expert before changing again.';

/**
 * GET /api/clinicians/care_switches: patients who switched to the clinician's provider and have
 * not booked with them yet (the workspace lists them, since no session leads to their chart).
 */
export const clinicianCareSwitchSchema = z.object({
  patient: z.object({ uuid: z.uuid(), firstname: z.string(), lastname: z.string() }),
  provider_type: z.enum(PROVIDER_TYPES),
  at: z.iso.datetime(),
});
export type ClinicianCareSwitch = z.infer<typeof clinicianCareSwitchSchema>;
export const clinicianCareSwitchesResponseSchema = z.object({
  data: z.array(clinicianCareSwitchSchema),
});
