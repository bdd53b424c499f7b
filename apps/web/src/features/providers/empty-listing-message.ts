import { CITY_NAMES, CONCERN_LABELS, LANGUAGE_LABELS, SESSION_KIND_WORDS } from '@kaizen/contracts';
import { pluralFor } from './care-kinds';
import type { ListingFilters } from './listing-filters';

// The empty listing says what was asked for and what to change (issue 3): "No Hindi-speaking
// psychiatrists in Delhi this week — try online sessions or a wider time window."

/** "a", "a or b", "a, b or c". */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

/** Mid-sentence case: "anxiety", but "ADHD" and "LGBTQIA+ concerns" keep their capitals. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** The filter's own words: "Another gender" is "of another gender", never a label we invent. */
function genderWords(genders: ListingFilters['gender']): { before?: string; after?: string } {
  const adjectives = genders.filter((gender) => gender !== 'other');
  if (!genders.includes('other')) return adjectives.length ? { before: orList(adjectives) } : {};
  if (!adjectives.length) return { after: 'of another gender' };
  return { after: `who are ${orList([...adjectives, 'of another gender'])}` };
}

export function timeWindowPhrase(days: number): string {
  if (days === 1) return 'in the next 24 hours';
  if (days === 7) return 'this week';
  if (days % 7 === 0) return `in the next ${days / 7} weeks`;
  return `in the next ${days} days`;
}

function askedFor(filters: ListingFilters): string {
  const words: string[] = [];
  if (filters.languages.length) {
    const names = filters.languages.map((code) => LANGUAGE_LABELS[code]);
    const last = names.length - 1;
    words.push(orList(names.map((name, i) => (i === last ? `${name}-speaking` : `${name}-`))));
  }
  const gender = genderWords(filters.gender);
  if (gender.before) words.push(gender.before);
  words.push(pluralFor(filters.type));
  if (gender.after) words.push(gender.after);
  if (filters.concerns.length) {
    words.push(`for ${orList(filters.concerns.map((topic) => inSentence(CONCERN_LABELS[topic])))}`);
  }
  if (filters.session_kinds.length) {
    const kinds = filters.session_kinds.map((kind) => SESSION_KIND_WORDS[kind]);
    words.push(`offering ${orList(kinds)} sessions`);
  }
  if (filters.max_price_tier && filters.max_price_tier < 5) words.push('within your budget');
  if (filters.ih_clinic_ids.length) {
    words.push(
      filters.ih_clinic_ids.length === 1 ? 'at the chosen clinic' : 'at the chosen clinics',
    );
  } else if (filters.city.length) {
    words.push(`in ${orList(filters.city.map((code) => CITY_NAMES[code]))}`);
  }
  if (filters.available_within_days) words.push(timeWindowPhrase(filters.available_within_days));
  return words.join(' ');
}

/** What to loosen, most helpful first: the first two apply. */
function suggestions(filters: ListingFilters): string[] {
  const inPersonOnly =
    filters.session_kinds.length > 0 && filters.session_kinds.every((kind) => kind === 'offline');
  const candidates: [boolean, string][] = [
    [
      filters.city.length > 0 || filters.ih_clinic_ids.length > 0 || inPersonOnly,
      'online sessions',
    ],
    [Boolean(filters.available_within_days), 'a wider time window'],
    [Boolean(filters.max_price_tier && filters.max_price_tier < 5), 'a higher budget'],
    [
      filters.concerns.length > 0,
      filters.concerns.length > 1 ? 'fewer concerns' : 'another concern',
    ],
    [filters.languages.length > 0, 'another language'],
    [filters.gender.length > 0, 'any gender'],
    [filters.session_kinds.length > 0 && !inPersonOnly, 'other session types'],
  ];
  return candidates
    .filter(([applies]) => applies)
    .map(([, text]) => text)
    .slice(0, 2);
}

/** The empty-listing sentence for these filters. */
export function emptyListingMessage(filters: ListingFilters): string {
  const tips = suggestions(filters);
  const subject = askedFor(filters);
  if (tips.length === 0) return `No ${subject} are listed right now. Please check back soon.`;
  return `No ${subject} — try ${tips.join(' or ')}.`;
}
