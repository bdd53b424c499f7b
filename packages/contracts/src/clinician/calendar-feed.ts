import { z } from '../zod';

// The clinician's private calendar feed (issue 13).
// Endpoints: `endpoints/calendar-feed.ts` (the feed's own address needs no sign-in: it is the
// secret, and creating a new one revokes the old).

export const calendarFeedResponseSchema = z.object({
  data: z.object({
    active: z.boolean(),
    created_at: z.iso.datetime().nullable(),
    url: z.string().nullable(),
  }),
});
export type CalendarFeedState = z.infer<typeof calendarFeedResponseSchema>['data'];
export const calendarFeedParamsSchema = z.object({ file: z.string().min(1).max(100) });
