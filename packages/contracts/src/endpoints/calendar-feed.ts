import { calendarFeedParamsSchema, calendarFeedResponseSchema } from '../clinician/calendar-feed';
import type { Endpoint } from '../endpoint';

/** Whether the clinician's private calendar feed is on (its address is shown only when made). */
export const calendarFeedEndpoint = {
  method: 'GET',
  path: '/clinicians/calendar_feed',
  response: calendarFeedResponseSchema,
} as const satisfies Endpoint;

/** A new private feed address (the previous one stops working); answered with 201. */
export const createCalendarFeedEndpoint = {
  method: 'POST',
  path: '/clinicians/calendar_feed',
  response: calendarFeedResponseSchema,
} as const satisfies Endpoint;

/** Revoke the clinician's calendar feed. */
export const revokeCalendarFeedEndpoint = {
  method: 'DELETE',
  path: '/clinicians/calendar_feed',
  response: calendarFeedResponseSchema,
} as const satisfies Endpoint;

/** A clinician's sessions as iCalendar: the private feed address (`file` is the token + .ics). */
export const calendarFeedFileEndpoint = {
  method: 'GET',
  path: '/calendar/:file',
  params: calendarFeedParamsSchema,
} as const satisfies Endpoint;
