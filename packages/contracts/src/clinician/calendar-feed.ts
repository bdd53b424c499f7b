import { z } from '../zod';

// The clinician's private calendar feed (issue 13).
//   GET    /api/clinicians/calendar_feed   → calendarFeedResponseSchema (url is null: shown once)
//   POST   /api/clinicians/calendar_feed   → calendarFeedResponseSchema (201, with the new url)
//   DELETE /api/clinicians/calendar_feed   → calendarFeedResponseSchema (revoked)
//   GET    /api/calendar/{token}.ics       → text/calendar (no sign-in: the address is the secret)

export const calendarFeedResponseSchema = z.object({
  data: z.object({
    active: z.boolean(),
    created_at: z.iso.datetime().nullable(),
    url: z.string().nullable(),
  }),
});
export type CalendarFeedState = z.infer<typeof calendarFeedResponseSchema>['data'];
export const calendarFeedParamsSchema = z.object({ file: z.string().min(1).max(100) });
