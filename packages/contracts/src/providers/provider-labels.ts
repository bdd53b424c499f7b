import {
  CONCERN_TOPICS,
  type ConcernTopic,
  type Gender,
  type Language,
  type ProviderType,
  type SessionKind,
} from './provider-filters';

// How the SPEC §1/§3 words read on screen, shared by every page that shows providers, so that an
// expert is called the same thing on a card, a profile, a match and a booking.

const BASE_TYPE_LABELS = {
  therapy: 'Therapist',
  psychiatry: 'Psychiatrist',
  coach: 'Coach',
  couples: 'Couples therapist',
  children_first: "Children's specialist",
  ancillary_assessment: 'Assessment specialist',
  care_coordinator: 'Care coordinator',
} as const;

/** "Therapist", "Psychiatrist"...; the cf_ (care-first) variants read as their base type. */
export function providerTypeLabel(type: ProviderType): string {
  const base = (type.startsWith('cf_') ? type.slice(3) : type) as keyof typeof BASE_TYPE_LABELS;
  return BASE_TYPE_LABELS[base];
}

export const LANGUAGE_LABELS: Record<Language, string> = {
  english: 'English',
  gujarati: 'Gujarati',
  tamil: 'Tamil',
  malayalam: 'Malayalam',
  marathi: 'Marathi',
  bengali: 'Bengali',
  french: 'French',
  hindi: 'Hindi',
  punjabi: 'Punjabi',
};

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Man',
  female: 'Woman',
  other: 'Another gender',
};

export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  tele: 'Video session',
  offline: 'In person',
  couple: 'Couple session',
  group: 'Group session',
};

/** Concern topics as a person would write them: "Social anxiety", "ADHD", "LGBTQIA+ concerns". */
const CONCERN_LABEL_EXCEPTIONS: Partial<Record<ConcernTopic, string>> = {
  adhd: 'ADHD',
  ocd: 'OCD',
  'womens health': "Women's health",
  'bipolar-affective-disorder': 'Bipolar affective disorder',
  'lgbtqia concerns': 'LGBTQIA+ concerns',
};

export const CONCERN_LABELS = Object.fromEntries(
  CONCERN_TOPICS.map((topic) => [
    topic,
    CONCERN_LABEL_EXCEPTIONS[topic] ?? topic.charAt(0).toUpperCase() + topic.slice(1),
  ]),
) as Record<ConcernTopic, string>;
