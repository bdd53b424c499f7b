import { webPaths, type ProviderTypeFilterWord, type SessionKind } from '@kaizen/contracts';

// Addresses of the expert directory (SPEC §2 /therapy-psychiatry/ area), built by contracts'
// webPaths.

export const LANDING_PATH = webPaths.therapyPsychiatry;
export const LISTING_PATH = webPaths.experts;
/** The matching questionnaire ("Help me choose"), built by the matching feature. */
export const MATCH_THERAPY_PATH = webPaths.match('therapy');

export const listingPathFor = (type: ProviderTypeFilterWord) =>
  `${LISTING_PATH}?${new URLSearchParams({ type }).toString()}`;

export const profilePath = (uuid: string, kind?: SessionKind) =>
  webPaths.expert(uuid, kind ? { kind } : undefined);

/** The booking flow's first step for one slot (SPEC §2: the step query defaults to 1). */
export const bookingPath = (uuid: string, kind: SessionKind, start: string) =>
  webPaths.booking(uuid, { kind, start, step: '1' });
