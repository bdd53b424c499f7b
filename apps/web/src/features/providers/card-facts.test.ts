import type { ProviderCard } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import {
  highlightedConcerns,
  lowestPrice,
  nextAvailableText,
  NO_TIMES_TEXT,
  yearsText,
} from './card-facts';

const provider: ProviderCard = {
  uuid: '6f1c7c9e-3a43-4b8e-9d1e-2b5f7d0c1a11',
  firstname: 'Deepa',
  lastname: 'Subramanian',
  provider_type: 'therapy',
  gender: 'female',
  languages: ['english', 'hindi'],
  concerns: ['stress', 'sleep', 'anxiety', 'grief'],
  years_of_experience: 7,
  photo_url: '/images/default-avatar.svg',
  price_tier: 2,
  session_kinds: [
    { kind: 'tele', duration_minutes: 50, price: 120000, currency: 'INR', group_capacity: null },
    { kind: 'offline', duration_minutes: 50, price: 145000, currency: 'INR', group_capacity: null },
    { kind: 'group', duration_minutes: 90, price: 42000, currency: 'INR', group_capacity: 8 },
  ],
  earliest_available_datetime: null,
  clinics: [],
};

describe('what a provider card says', () => {
  it('prices from the lowest session, among the asked kinds when some are asked', () => {
    expect(lowestPrice(provider)).toBe('₹420');
    expect(lowestPrice(provider, ['tele', 'offline'])).toBe('₹1,200');
    expect(lowestPrice(provider, ['couple'])).toBeNull();
  });

  it('says when there are no times rather than showing an empty date', () => {
    expect(nextAvailableText(provider, 'Asia/Kolkata')).toBe(NO_TIMES_TEXT);
    expect(
      nextAvailableText(
        { earliest_available_datetime: '2026-11-23T12:30:00.000Z' },
        'Asia/Kolkata',
        new Date('2026-11-23T12:00:00.000Z'),
      ),
    ).toBe('Today, 06:00 PM');
  });

  it('puts the concerns the visitor asked for first', () => {
    expect(highlightedConcerns(provider, ['anxiety'])).toEqual(['Anxiety', 'Stress', 'Sleep']);
    expect(highlightedConcerns(provider, [], 2)).toEqual(['Stress', 'Sleep']);
  });

  it('writes experience as people say it', () => {
    expect(yearsText(0)).toBe('New to practice');
    expect(yearsText(1)).toBe('1 year of experience');
    expect(yearsText(12)).toBe('12 years of experience');
  });
});
