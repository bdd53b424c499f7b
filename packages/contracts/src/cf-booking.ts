import { z } from './zod';
import { MY_PROVIDER_ROLES } from './my-providers';
import {
  PROVIDER_TYPES,
  SESSION_KINDS,
  providerTypeSchema,
  sessionKindSchema,
  type ProviderType,
} from './provider-filters';

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
