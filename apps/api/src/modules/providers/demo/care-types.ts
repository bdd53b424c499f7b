import type { ConcernTopic, ProviderType } from '@kaizen/contracts';

// What each kind of care looks like in the demo directory: its concerns, qualifications,
// experience, session length and fees. A cf_ (care-first) variant is its base type.

export type BaseProviderType =
  | 'therapy'
  | 'psychiatry'
  | 'coach'
  | 'couples'
  | 'children_first'
  | 'ancillary_assessment'
  | 'care_coordinator';

export interface CareType {
  /** How the provider describes themselves in a bio. */
  titles: readonly string[];
  /** Concerns drawn first (most providers of the type work with them)… */
  coreConcerns: readonly ConcernTopic[];
  /** …and the wider set the rest come from. */
  otherConcerns: readonly ConcernTopic[];
  /** One entry of each inner list, then some of `optionalQualifications`. */
  qualifications: readonly (readonly string[])[];
  optionalQualifications: readonly string[];
  experience: readonly [number, number];
  sessionMinutes: number;
  /** Tier-1 online fee in rupees. */
  baseFeeRupees: number;
  /** Chances of offering in-person, couple and group sessions. */
  offline: number;
  couple: number;
  group: number;
}

export const baseTypeOf = (type: ProviderType): BaseProviderType =>
  type.replace(/^cf_/, '') as BaseProviderType;

/** Shares of each provider type in the directory (cf_ variants rarer). */
export const PROVIDER_TYPE_WEIGHTS: readonly (readonly [ProviderType, number])[] = [
  ['therapy', 38],
  ['psychiatry', 18],
  ['couples', 8],
  ['coach', 8],
  ['children_first', 6],
  ['ancillary_assessment', 4],
  ['care_coordinator', 4],
  ['cf_therapy', 5],
  ['cf_psychiatry', 3],
  ['cf_coach', 1],
  ['cf_couples', 1],
  ['cf_children_first', 1],
  ['cf_ancillary_assessment', 1],
  ['cf_care_coordinator', 1],
];

export const CARE_TYPES: Record<BaseProviderType, CareType> = {
  therapy: {
    titles: ['counselling psychologist', 'clinical psychologist', 'psychotherapist'],
    coreConcerns: ['anxiety', 'depression', 'stress', 'relationships', 'overthinking'],
    otherConcerns: [
      'self-esteem',
      'negative thinking',
      'grief',
      'trauma',
      'loneliness',
      'loss of motivation',
      'work-related concerns',
      'life transitions',
      'anger',
      'social anxiety',
      'general well-being',
      'lgbtqia concerns',
      'womens health',
      'sleep',
      'eating disorders',
      'personality',
      'fertility and pregnancy concerns',
      'academic concerns',
    ],
    qualifications: [
      [
        'M.A. Clinical Psychology',
        'M.Sc Counselling Psychology',
        'M.Phil Clinical Psychology',
        'M.A. Applied Psychology',
      ],
      ['RCI licensed', 'Registered with the Rehabilitation Council of India'],
    ],
    optionalQualifications: [
      'Certified in CBT (Beck Institute)',
      'Trained in EMDR',
      'DBT foundational training',
      'Certified ACT practitioner',
      'Mindfulness-based stress reduction teacher',
      'Queer-affirmative therapy training',
      'Trained in narrative therapy',
    ],
    experience: [2, 22],
    sessionMinutes: 50,
    baseFeeRupees: 800,
    offline: 0.45,
    couple: 0.15,
    group: 0.1,
  },
  psychiatry: {
    titles: ['consultant psychiatrist', 'psychiatrist'],
    coreConcerns: ['depression', 'anxiety', 'bipolar-affective-disorder', 'ocd', 'sleep'],
    otherConcerns: [
      'schizophrenia',
      'adhd',
      'addiction',
      'alcohol addiction',
      'tobacco cessation',
      'sexual dysfunction',
      'geriatric mental health',
      'eating disorders',
      'personality',
      'social anxiety',
      'womens health',
      'adult autism',
    ],
    qualifications: [['MBBS'], ['MD Psychiatry', 'DNB Psychiatry', 'DPM']],
    optionalQualifications: [
      'Fellowship in Child and Adolescent Psychiatry',
      'Fellowship in Addiction Psychiatry',
      'Member, Indian Psychiatric Society',
      'Certificate in Perinatal Psychiatry',
      'Fellowship in Geriatric Psychiatry',
    ],
    experience: [3, 30],
    sessionMinutes: 30,
    baseFeeRupees: 1200,
    offline: 0.5,
    couple: 0,
    group: 0,
  },
  couples: {
    titles: ['couples therapist', 'relationship therapist', 'marital and family therapist'],
    coreConcerns: ['relationships', 'communication skills', 'anger'],
    otherConcerns: [
      'sexual dysfunction',
      'fertility and pregnancy concerns',
      'parenting concerns',
      'stress',
      'grief',
      'life transitions',
      'lgbtqia concerns',
      'anxiety',
    ],
    qualifications: [
      ['M.A. Clinical Psychology', 'M.Sc Counselling Psychology', 'M.Phil Clinical Psychology'],
      [
        'RCI licensed',
        'Gottman Method Couples Therapy, Level 2',
        'Emotionally Focused Therapy externship',
      ],
    ],
    optionalQualifications: [
      'Certified sex educator',
      'Gottman Method Couples Therapy, Level 3',
      'Trained in family systems therapy',
    ],
    experience: [3, 25],
    sessionMinutes: 50,
    baseFeeRupees: 1200,
    offline: 0.45,
    couple: 1,
    group: 0.05,
  },
  coach: {
    titles: ['certified life coach', 'executive coach', 'wellbeing coach'],
    coreConcerns: ['work-related concerns', 'stress', 'loss of motivation'],
    otherConcerns: [
      'self-esteem',
      'communication skills',
      'life transitions',
      'general well-being',
      'overthinking',
      'academic concerns',
    ],
    qualifications: [
      ['ICF Associate Certified Coach (ACC)', 'ICF Professional Certified Coach (PCC)'],
    ],
    optionalQualifications: [
      'MBA, Human Resources',
      'B.A. Psychology',
      'Certified NLP practitioner',
      'Positive psychology practitioner',
    ],
    experience: [2, 18],
    sessionMinutes: 45,
    baseFeeRupees: 900,
    offline: 0.15,
    couple: 0,
    group: 0.3,
  },
  children_first: {
    titles: ['child and adolescent psychologist', 'child psychologist'],
    coreConcerns: ['child specialist', 'parenting concerns', 'adhd', 'academic concerns'],
    otherConcerns: [
      'anxiety',
      'social anxiety',
      'anger',
      'eating disorders',
      'loneliness',
      'self-esteem',
      'trauma',
    ],
    qualifications: [
      ['M.A. Child Psychology', 'M.Phil Clinical Psychology', 'M.Sc Developmental Psychology'],
      ['RCI licensed'],
    ],
    optionalQualifications: [
      'Certified play therapist',
      'Trained in Parent-Child Interaction Therapy',
      'Special educator (RCI CRR)',
    ],
    experience: [2, 20],
    sessionMinutes: 45,
    baseFeeRupees: 900,
    offline: 0.5,
    couple: 0,
    group: 0.1,
  },
  ancillary_assessment: {
    titles: ['assessment psychologist', 'clinical psychologist specialising in assessments'],
    coreConcerns: ['adhd', 'adult autism', 'personality'],
    otherConcerns: [
      'academic concerns',
      'ocd',
      'bipolar-affective-disorder',
      'child specialist',
      'schizophrenia',
    ],
    qualifications: [['M.Phil Clinical Psychology'], ['RCI licensed']],
    optionalQualifications: [
      'Trained in ADOS-2',
      'Certified in WAIS-IV and WISC-V administration',
      'Trained in the Rorschach Performance Assessment System',
    ],
    experience: [3, 20],
    sessionMinutes: 90,
    baseFeeRupees: 1500,
    offline: 0.6,
    couple: 0,
    group: 0,
  },
  care_coordinator: {
    titles: ['care coordinator', 'psychiatric social worker'],
    coreConcerns: ['general well-being', 'stress'],
    otherConcerns: [
      'geriatric mental health',
      'addiction',
      'parenting concerns',
      'life transitions',
      'loneliness',
    ],
    qualifications: [
      ['MSW (Medical and Psychiatric Social Work)', 'M.A. Psychology', 'B.A. Psychology'],
    ],
    optionalQualifications: [
      'Certificate in Mental Health First Aid',
      'Trained in motivational interviewing',
    ],
    experience: [1, 15],
    sessionMinutes: 30,
    baseFeeRupees: 500,
    offline: 0,
    couple: 0,
    group: 0,
  },
};

/** Fee multipliers from tier 1 to tier 5 (SPEC §9 price tiers 1 to 5). */
const TIER_FACTORS = [1, 1.5, 2, 2.75, 3.75] as const;

/** Rupees → paise, rounded to a ₹50 step the way clinics price sessions. */
const toPaise = (rupees: number) => Math.round(rupees / 50) * 50 * 100;

export function feePaise(careType: CareType, tier: number, multiplier = 1): number {
  const factor = TIER_FACTORS[Math.min(Math.max(tier, 1), 5) - 1] ?? 1;
  return toPaise(careType.baseFeeRupees * factor * multiplier);
}
