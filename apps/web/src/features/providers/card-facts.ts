import {
  formatPrice,
  CONCERN_LABELS,
  LANGUAGE_LABELS,
  type ConcernTopic,
  type ProviderCard,
  type SessionKind,
} from '@kaizen/contracts';
import { relativeDateTime } from '../../lib/dates';

// What a provider card says, worked out apart from the markup so that it can be tested.

export const NO_TIMES_TEXT = 'No times in the next 30 days';

/** The lowest session price, among the asked session kinds when the listing asks for some. */
export function lowestPrice(
  provider: ProviderCard,
  kinds: readonly SessionKind[] = [],
): string | null {
  const offered = provider.session_kinds.filter(
    (session) => kinds.length === 0 || kinds.includes(session.kind),
  );
  if (offered.length === 0) return null;
  return formatPrice(Math.min(...offered.map((session) => session.price)));
}

/** The earliest open time, in `zone` (useViewerTimeZone: these pages are server-rendered). */
export const nextAvailableText = (
  provider: Pick<ProviderCard, 'earliest_available_datetime'>,
  zone: string,
  now?: Date,
): string =>
  provider.earliest_available_datetime
    ? relativeDateTime(provider.earliest_available_datetime, now, zone)
    : NO_TIMES_TEXT;

export const languagesText = (provider: ProviderCard): string =>
  provider.languages.map((code) => LANGUAGE_LABELS[code]).join(', ');

export const yearsText = (years: number): string =>
  years === 0 ? 'New to practice' : `${years} ${years === 1 ? 'year' : 'years'} of experience`;

/** Up to `count` concerns, the ones the listing asks for first. */
export function highlightedConcerns(
  provider: ProviderCard,
  asked: readonly ConcernTopic[],
  count = 3,
): string[] {
  const first = provider.concerns.filter((topic) => asked.includes(topic));
  const rest = provider.concerns.filter((topic) => !asked.includes(topic));
  return [...first, ...rest].slice(0, count).map((topic) => CONCERN_LABELS[topic]);
}
