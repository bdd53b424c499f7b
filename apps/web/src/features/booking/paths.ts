import { webPaths, type SessionKind } from '@kaizen/contracts';

// Addresses of the booking flow (SPEC §2: a path containing /booking, the step in the `step` query).

export const HOME_PATH = webPaths.home;
export const EXPERTS_PATH = webPaths.experts;
export const expertProfilePath = (uuid: string) => webPaths.expert(uuid);

/** Step 1 of a new attempt with the same expert and kind (after a failed payment). */
export const pickAnotherTimePath = (uuid: string, kind: SessionKind) =>
  webPaths.booking(uuid, { kind, step: '1' });
