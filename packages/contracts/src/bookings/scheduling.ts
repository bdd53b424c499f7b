import { z } from '../zod';
import { instantSchema } from '../fields/safe-input';
import { sessionKindSchema } from '../providers/provider-filters';
import { providerProfileParamsSchema } from '../providers/providers';

// Provider availability as bookable slots (issue 3; SPEC §1 session kinds, §3 earliest_available_datetime).

/** The longest slot window one request may ask for. */
export const MAX_SLOT_WINDOW_DAYS = 31;
const DAY_MS = 86_400_000;

export const SLOT_WINDOW_ORDER_MESSAGE = 'to must be later than from.';
export const SLOT_WINDOW_TOO_LONG_MESSAGE = `The time window from–to can be at most ${MAX_SLOT_WINDOW_DAYS} days.`;

/** An instant with an explicit offset ("2026-03-29T00:00:00+05:30" or "...Z"): never a bare local time. */

// Zod runs object refinements even after a field failed its format check: a malformed instant
// already has its own message, so the window rules only judge two well-formed ones.
type Window = { from: string; to: string };
const wellFormed = (query: Window) =>
  instantSchema.safeParse(query.from).success && instantSchema.safeParse(query.to).success;
const windowMs = (query: Window) => Date.parse(query.to) - Date.parse(query.from);

/** Same as the profile: any text, and a uuid that names no listed provider is a 404. */
export const providerSlotsParamsSchema = providerProfileParamsSchema;

/**
 * GET /api/providers/{uuid}/slots?from&to&kind. `from` and `to` are instants (slot starts in
 * [from, to)); the web sends the visitor's local day boundaries with their offset.
 */
export const providerSlotsQuerySchema = z
  .object({ from: instantSchema, to: instantSchema, kind: sessionKindSchema })
  .refine((query) => !wellFormed(query) || windowMs(query) > 0, {
    message: SLOT_WINDOW_ORDER_MESSAGE,
    path: ['to'],
  })
  .refine((query) => !wellFormed(query) || windowMs(query) <= MAX_SLOT_WINDOW_DAYS * DAY_MS, {
    message: SLOT_WINDOW_TOO_LONG_MESSAGE,
    path: ['to'],
  });
export type ProviderSlotsQuery = z.infer<typeof providerSlotsQuerySchema>;

export const providerSlotsSchema = z.object({
  provider_uuid: z.uuid(),
  kind: sessionKindSchema,
  /** The provider's IANA zone, in which their weekly hours are kept. */
  time_zone: z.string(),
  duration_minutes: z.number().int().positive(),
  /** Bookable session starts as UTC instants ("2026-03-29T08:00:00.000Z"), ascending. */
  slots: z.array(z.iso.datetime()),
});
export type ProviderSlots = z.infer<typeof providerSlotsSchema>;

export const providerSlotsResponseSchema = z.object({ data: providerSlotsSchema });
export type ProviderSlotsResponse = z.infer<typeof providerSlotsResponseSchema>;
