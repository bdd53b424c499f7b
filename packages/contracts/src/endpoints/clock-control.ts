import { z } from '../zod';
import type { Endpoint } from '../endpoint';

/** Test harness: moves the API's clock to a given moment (TEST_CLOCK_CONTROL servers only). */
export const testClockEndpoint = {
  method: 'PUT',
  path: '/test/clock',
  body: z.object({ now: z.iso.datetime({ offset: true }) }),
  response: z.object({ now: z.iso.datetime() }),
} as const satisfies Endpoint;
