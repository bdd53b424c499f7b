import { z } from '../zod';
import { sessionKindSchema } from '../providers/provider-filters';

// The clinician's own working hours (issue 13): weekly rules per session kind, date exceptions,
// booking settings and time zone. The API keeps them in the scheduling module's tables and
// recomputes the cached earliest slot on every change, so the patient directory shows them at once.
// Endpoints: `endpoints/scheduling.ts` (the hours, their preview and their changes).

/** How many days the preview of resulting slots covers. */
export const HOURS_PREVIEW_DAYS = 14;
/** Weekly windows per kind and day: enough for a split day, not a way to store a slot list. */
export const MAX_WEEKLY_WINDOWS = 7 * 6;

export const HOURS_TIME_MESSAGE = 'Use a time like 09:00.';
export const HOURS_ORDER_MESSAGE = 'The end must be later than the start.';
export const HOURS_OVERLAP_MESSAGE = 'Two windows on the same day overlap.';
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';
export const DATE_MESSAGE = 'Use a date like 2026-03-29.';

/** "HH:MM" local wall-clock time; an end may be "24:00". */
const wallClock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, HOURS_TIME_MESSAGE);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const endsAfterStart = (window: { start: string; end: string }) =>
  minutesOf(window.start) < minutesOf(window.end);
const orderIssue = () => ({ message: HOURS_ORDER_MESSAGE, path: ['end'] });

export const weeklyWindowSchema = z
  .object({ weekday: z.number().int().min(1).max(7), start: wallClock, end: wallClock })
  .refine(endsAfterStart, orderIssue());
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

function overlapsOnSameDay(windows: readonly WeeklyWindow[]): boolean {
  const sorted = [...windows].sort(
    (a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start),
  );
  return sorted.some((window, index) => {
    const next = sorted[index + 1];
    return next?.weekday === window.weekday && minutesOf(next.start) < minutesOf(window.end);
  });
}

export const weeklyHoursBodySchema = z.object({
  windows: z
    .array(weeklyWindowSchema)
    .max(MAX_WEEKLY_WINDOWS)
    .refine((windows) => !overlapsOnSameDay(windows), HOURS_OVERLAP_MESSAGE),
});
export type WeeklyHoursBody = z.infer<typeof weeklyHoursBodySchema>;
export const weeklyHoursParamsSchema = z.object({ kind: sessionKindSchema });

/** True for an IANA zone the runtime knows ("Asia/Kolkata"); both sides check with Intl. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const hoursSettingsBodySchema = z.object({
  time_zone: z.string().max(64).refine(isKnownTimeZone, TIME_ZONE_MESSAGE),
  /** Free minutes kept before and after every booked session. */
  buffer_minutes: z.number().int().min(0).max(240),
  /** How long before a session it can still be booked. */
  min_notice_minutes: z.number().int().min(0).max(20_160),
  /** How many days ahead sessions can be booked. */
  horizon_days: z.number().int().min(1).max(365),
});
export type HoursSettingsBody = z.infer<typeof hoursSettingsBodySchema>;

const localDate = z.iso.date(DATE_MESSAGE);

/** Leave (no weekly hours that day) or extra hours on one local date; no kind = every kind. */
export const dateExceptionBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('leave'), date: localDate, kind: sessionKindSchema.nullable() }),
  z
    .object({
      type: z.literal('extra'),
      date: localDate,
      kind: sessionKindSchema.nullable(),
      start: wallClock,
      end: wallClock,
    })
    .refine(endsAfterStart, orderIssue()),
]);
export type DateExceptionBody = z.infer<typeof dateExceptionBodySchema>;
export const dateExceptionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const dateExceptionSchema = z.object({
  id: z.number().int(),
  date: z.iso.date(),
  type: z.enum(['leave', 'extra']),
  kind: sessionKindSchema.nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type DateException = z.infer<typeof dateExceptionSchema>;

export const clinicianHoursSchema = z.object({
  /** The clinician's public profile in the expert directory. */
  provider_uuid: z.uuid(),
  time_zone: z.string(),
  settings: hoursSettingsBodySchema.omit({ time_zone: true }),
  /** Every session kind the clinician offers, with its length and weekly windows. */
  kinds: z.array(
    z.object({
      kind: sessionKindSchema,
      duration_minutes: z.number().int(),
      windows: z.array(weeklyWindowSchema),
    }),
  ),
  /** Exceptions from today on, soonest first. */
  exceptions: z.array(dateExceptionSchema),
});
export type ClinicianHours = z.infer<typeof clinicianHoursSchema>;
export const clinicianHoursResponseSchema = z.object({ data: clinicianHoursSchema });

export const hoursPreviewQuerySchema = z.object({ kind: sessionKindSchema });
export const hoursPreviewResponseSchema = z.object({
  data: z.object({
    kind: sessionKindSchema,
    time_zone: z.string(),
    duration_minutes: z.number().int(),
    /** Bookable starts over the next HOURS_PREVIEW_DAYS days as UTC instants, ascending. */
    slots: z.array(z.iso.datetime()),
  }),
});
export type HoursPreview = z.infer<typeof hoursPreviewResponseSchema>['data'];
