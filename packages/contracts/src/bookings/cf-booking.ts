import { z } from '../zod';
import { MY_PROVIDER_ROLES } from '../providers/my-providers';
import {
  PROVIDER_TYPES,
  SESSION_KINDS,
  providerTypeSchema,
  sessionKindSchema,
  type ProviderType,
} from '../providers/provider-filters';

// SPEC §3 care-first (CF) users and their booking configuration (`GET cf configs`,
// `data.data.cf_booking_configs`). A person is a CF user when one of their providers carries a
// CF role (my-providers.ts MY_PROVIDER_ROLES). What they may book is decided per person, else
// per organisation, else by the default below, and the API enforces it on every booking.

/** With no configuration of their own or their organisation's: the care-first provider types. */
export const CF_DEFAULT_PROVIDER_TYPES: readonly ProviderType[] = PROVIDER_TYPES.filter((type) =>
  type.startsWith('cf_'),
);
export const CF_DEFAULT_SESSION_KINDS = SESSION_KINDS;

export const CF_CONFIG_SOURCES = ['user', 'organisation', 'default'] as const;

export const cfBookingConfigSchema = z.object({
  provider_types: z.array(providerTypeSchema).min(1),
  session_kinds: z.array(sessionKindSchema).min(1),
  /** Whose configuration applies: the person's own, their organisation's, or the default. */
  source: z.enum(CF_CONFIG_SOURCES),
});
export type CfBookingConfig = z.infer<typeof cfBookingConfigSchema>;

/** Not a CF user: an empty object (nothing restricted), as the SPEC's error fallback. */
export const cfConfigsResponseSchema = z.object({
  data: z.object({
    cf_booking_configs: z.union([cfBookingConfigSchema, z.object({}).strict()]),
  }),
});
export type CfConfigsResponse = z.infer<typeof cfConfigsResponseSchema>;

export const CF_BOOKING_NOT_ALLOWED_MESSAGE =
  'Your care-first plan does not include this kind of session. Please choose one of the sessions your care team offers.';

/** SPEC §3: one of the person's providers carries a CF role (my-providers.ts MY_PROVIDER_ROLES). */
export const hasCfRole = (providers: readonly { roles: readonly string[] }[]): boolean =>
  providers.some((provider) =>
    provider.roles.some((role) => (MY_PROVIDER_ROLES as readonly string[]).includes(role)),
  );
// The organisation console sets the configuration of its organisation (the default for its CF
// members) and, for one member, an override. The database refuses empty lists too.
export const CF_PROVIDER_TYPES_REQUIRED_MESSAGE =
  'Choose at least one type of expert care-first members may book.';
export const CF_SESSION_KINDS_REQUIRED_MESSAGE =
  'Choose at least one kind of session care-first members may book.';
export const CF_CONFIG_REFUSED_MESSAGE =
  'A care-first plan needs at least one known type of expert and one known kind of session.';

export const cfBookingRuleSchema = z.object({
  provider_types: z
    .array(providerTypeSchema)
    .min(1, CF_PROVIDER_TYPES_REQUIRED_MESSAGE)
    .max(PROVIDER_TYPES.length),
  session_kinds: z
    .array(sessionKindSchema)
    .min(1, CF_SESSION_KINDS_REQUIRED_MESSAGE)
    .max(SESSION_KINDS.length),
});
export type CfBookingRule = z.infer<typeof cfBookingRuleSchema>;

/** What the console shows: the rule set here (null: the next one applies) and the CF default. */
export const cfBookingSettingSchema = z.object({
  rule: cfBookingRuleSchema.nullable(),
  default: cfBookingRuleSchema,
});
export type CfBookingSetting = z.infer<typeof cfBookingSettingSchema>;
export const cfBookingSettingResponseSchema = z.object({ data: cfBookingSettingSchema });
