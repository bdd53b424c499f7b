import { z } from '../zod';

// UI-config flags (SPEC §3 "UI-config flag", §4 "New-profile modal/tooltip", §7 new profile
// communication): whether the new-profile modal and tooltip are still to be shown to the user.

export const UI_CONFIG_KEYS = ['new_profile_modal', 'new_profile_tooltip'] as const;
export type UiConfigKey = (typeof UI_CONFIG_KEYS)[number];

/** SPEC §4: shown until the flag is set false; a user with no stored flag still sees it. */
export const UI_CONFIG_DEFAULT_STATUS = true;

export const uiConfigQuerySchema = z.object({ config_key: z.enum(UI_CONFIG_KEYS) });

export const uiConfigUpdateBodySchema = z.object({
  config_key: z.enum(UI_CONFIG_KEYS),
  status: z.boolean(),
});
export type UiConfigUpdateBody = z.infer<typeof uiConfigUpdateBodySchema>;

export const uiConfigResponseSchema = z.object({
  data: z.object({ config_key: z.enum(UI_CONFIG_KEYS), status: z.boolean() }),
});
export type UiConfigResponse = z.infer<typeof uiConfigResponseSchema>;
