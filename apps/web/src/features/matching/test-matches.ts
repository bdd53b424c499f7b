import type { MatchedProvider } from '@kaizen/contracts';

/** A ranked match for tests; uuid and rank vary, the rest reads like a real card. */
export function aMatch(uuid: string, rank = 1): MatchedProvider {
  return {
    uuid,
    firstname: 'Meera',
    lastname: 'Iyer',
    provider_type: 'therapy',
    photo_url: '',
    languages: ['hindi', 'english'],
    years_of_experience: 8,
    price_tier: 2,
    lowest_price: 160_000,
    earliest_available_datetime: '2026-11-24T12:30:00.000Z',
    rank,
    explanation: 'Speaks Hindi · 8 years of experience · Anxiety',
  };
}

export const UUID_A = '0b6f7c1e-1d3a-4c55-9a51-9d4f2a1b7c01';
export const UUID_B = '0b6f7c1e-1d3a-4c55-9a51-9d4f2a1b7c02';
export const UUID_C = '0b6f7c1e-1d3a-4c55-9a51-9d4f2a1b7c03';
