import type { SessionKind } from '@kaizen/contracts';

// Addresses of the booking flow (SPEC §2: a path containing /booking, the step in the `step` query).

export const HOME_PATH = '/';

export const bookingFlowPath = (uuid: string) =>
  `/therapy-psychiatry/booking/${encodeURIComponent(uuid)}`;

export const EXPERTS_PATH = '/therapy-psychiatry/experts';

export const expertProfilePath = (uuid: string) => `${EXPERTS_PATH}/${encodeURIComponent(uuid)}`;

/** Step 1 of a new attempt with the same expert and kind (after a failed payment). */
export const pickAnotherTimePath = (uuid: string, kind: SessionKind) =>
  `${bookingFlowPath(uuid)}?${new URLSearchParams({ kind, step: '1' })}`;
