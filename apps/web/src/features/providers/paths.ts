import type { ProviderTypeFilterWord, SessionKind } from '@kaizen/contracts';

// Addresses of the expert directory (SPEC §2 /therapy-psychiatry/ area).

export const LANDING_PATH = '/therapy-psychiatry/';
/** The listing; its query is the GET /api/providers query (listing-filters.ts). */
export const LISTING_PATH = '/therapy-psychiatry/experts';
/** The matching questionnaire ("Help me choose"), built by the matching feature. */
export const MATCH_THERAPY_PATH = '/therapy-psychiatry/match/therapy';

export const listingPathFor = (type: ProviderTypeFilterWord) =>
  `${LISTING_PATH}?${new URLSearchParams({ type }).toString()}`;

export const profilePath = (uuid: string, kind?: SessionKind) =>
  `${LISTING_PATH}/${encodeURIComponent(uuid)}${kind ? `?kind=${kind}` : ''}`;

/** The booking flow's first step for one slot (SPEC §2: the step query defaults to 1). */
export const bookingPath = (uuid: string, kind: SessionKind, start: string) =>
  `/therapy-psychiatry/booking/${encodeURIComponent(uuid)}?${new URLSearchParams({
    kind,
    start,
    step: '1',
  }).toString()}`;
