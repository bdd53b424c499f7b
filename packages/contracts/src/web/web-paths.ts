// Addresses in the patient web app's /therapy-psychiatry/ area (SPEC §2) that the web's features
// and the API (payment return paths, emails) both build. One place, every parameter encoded:
// before this module the same addresses were spelled in five files, one without encoding.

const segment = encodeURIComponent;
const withQuery = (path: string, query?: Record<string, string>) =>
  query ? `${path}?${new URLSearchParams(query).toString()}` : path;

export const webPaths = {
  home: '/',
  /** The landing: choose the kind of care. */
  therapyPsychiatry: '/therapy-psychiatry/',
  /** The listing; its query is the GET /api/providers query. */
  experts: '/therapy-psychiatry/experts',
  expert: (uuid: string, query?: Record<string, string>) =>
    withQuery(`/therapy-psychiatry/experts/${segment(uuid)}`, query),
  /** The booking flow (SPEC §2: the step in the `step` query, 1 by default). */
  booking: (uuid: string, query?: Record<string, string>) =>
    withQuery(`/therapy-psychiatry/booking/${segment(uuid)}`, query),
  /** The matching questionnaire for a kind of care, and its results. */
  match: (type: string) => `/therapy-psychiatry/match/${segment(type)}`,
  matchResults: (type: string) => `/therapy-psychiatry/match/${segment(type)}/results`,
  /** The person's payments and receipts (linked from receipt emails). */
  payments: '/payments',
} as const;
