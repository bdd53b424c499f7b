import type { Endpoint } from '../endpoint';
import {
  clinicianHoursResponseSchema,
  dateExceptionBodySchema,
  dateExceptionParamsSchema,
  hoursPreviewQuerySchema,
  hoursPreviewResponseSchema,
  hoursSettingsBodySchema,
  weeklyHoursBodySchema,
  weeklyHoursParamsSchema,
} from '../clinician/hours';
import {
  providerSlotsParamsSchema,
  providerSlotsQuerySchema,
  providerSlotsResponseSchema,
} from '../bookings/scheduling';

/** A provider's bookable session starts in [from, to) as UTC instants. */
export const providerSlotsEndpoint = {
  method: 'GET',
  path: '/providers/:uuid/slots',
  params: providerSlotsParamsSchema,
  query: providerSlotsQuerySchema,
  response: providerSlotsResponseSchema,
} as const satisfies Endpoint;

/** The clinician's weekly hours, date changes, booking settings and time zone. */
export const clinicianHoursEndpoint = {
  method: 'GET',
  path: '/clinicians/hours',
  response: clinicianHoursResponseSchema,
} as const satisfies Endpoint;

/** Replace the weekly hours of one session kind. */
export const weeklyHoursEndpoint = {
  method: 'PUT',
  path: '/clinicians/hours/weekly/:kind',
  params: weeklyHoursParamsSchema,
  body: weeklyHoursBodySchema,
  response: clinicianHoursResponseSchema,
} as const satisfies Endpoint;

/** Buffer, minimum notice, horizon and time zone. */
export const hoursSettingsEndpoint = {
  method: 'PUT',
  path: '/clinicians/hours/settings',
  body: hoursSettingsBodySchema,
  response: clinicianHoursResponseSchema,
} as const satisfies Endpoint;

/** Add leave or extra hours on one date (answers 201 with the hours). */
export const addDateExceptionEndpoint = {
  method: 'POST',
  path: '/clinicians/hours/exceptions',
  body: dateExceptionBodySchema,
  response: clinicianHoursResponseSchema,
} as const satisfies Endpoint;

/** Remove one date change. */
export const removeDateExceptionEndpoint = {
  method: 'DELETE',
  path: '/clinicians/hours/exceptions/:id',
  params: dateExceptionParamsSchema,
  response: clinicianHoursResponseSchema,
} as const satisfies Endpoint;

/** Bookable slots of one kind over the next 14 days. */
export const hoursPreviewEndpoint = {
  method: 'GET',
  path: '/clinicians/hours/preview',
  query: hoursPreviewQuerySchema,
  response: hoursPreviewResponseSchema,
} as const satisfies Endpoint;
