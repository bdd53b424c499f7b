import type { ConcernTopic, PriceTier, ProviderSort } from '@kaizen/contracts';

// The choices the listing's filter panel offers, with the words people read.

/** SPEC §9 price tiers 1 to 5, as budgets: a tier filter keeps that tier and every cheaper one. */
export const PRICE_TIER_OPTIONS: readonly { tier: PriceTier; symbol: string; label: string }[] = [
  { tier: 1, symbol: '₹', label: 'Most affordable' },
  { tier: 2, symbol: '₹₹', label: 'Affordable' },
  { tier: 3, symbol: '₹₹₹', label: 'Mid-range' },
  { tier: 4, symbol: '₹₹₹₹', label: 'Higher' },
  { tier: 5, symbol: '₹₹₹₹₹', label: 'Premium' },
];

/** "Available within N days": the windows offered (the API takes any 1 to 90). */
export const AVAILABILITY_OPTIONS: readonly { days: number; label: string }[] = [
  { days: 1, label: 'Within 24 hours' },
  { days: 3, label: 'Within 3 days' },
  { days: 7, label: 'Within a week' },
  { days: 14, label: 'Within 2 weeks' },
  { days: 30, label: 'Within 30 days' },
];

export const SORT_OPTIONS: readonly { sort: ProviderSort; label: string }[] = [
  { sort: 'earliest', label: 'Soonest available' },
  { sort: 'relevance', label: 'Best match for my filters' },
];

/** The concerns shown before "Show all concerns": the ones people ask about most. */
export const POPULAR_CONCERNS: readonly ConcernTopic[] = [
  'anxiety',
  'depression',
  'stress',
  'relationships',
  'sleep',
  'overthinking',
  'self-esteem',
  'work-related concerns',
];
