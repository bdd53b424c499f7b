import type { ProviderCard, ProviderProfile } from '@kaizen/contracts';
import { emptyFilters, searchFromFilters } from '../../features/providers/listing-filters';
import type { PageData } from './page-data';

// Made-up content for the build's render of the server-rendered pages (issue 14). That render
// only decides which CSS is inlined as the pages' critical CSS: the server replaces its markup
// with the real content on every request, so none of this is ever shown.

const card: ProviderCard = {
  uuid: '00000000-0000-4000-8000-000000000000',
  firstname: 'Sample',
  lastname: 'Expert',
  provider_type: 'therapy',
  gender: 'female',
  languages: ['english', 'hindi'],
  concerns: ['anxiety', 'stress'],
  years_of_experience: 10,
  photo_url: '/images/default-avatar.svg',
  price_tier: 2,
  session_kinds: [
    { kind: 'tele', duration_minutes: 50, price: 150000, currency: 'INR', group_capacity: null },
    { kind: 'offline', duration_minutes: 50, price: 200000, currency: 'INR', group_capacity: null },
  ],
  earliest_available_datetime: '2030-01-01T04:30:00.000Z',
  clinics: [{ id: 1, city: 'blr' }],
};

const profile: ProviderProfile = {
  ...card,
  bio: 'A sample biography for the build.',
  qualifications: ['M.Phil Clinical Psychology'],
  time_zone: 'Asia/Kolkata',
  clinics: [
    {
      id: 1,
      centre_name: 'Sample clinic',
      city: 'blr',
      address: 'Sample address',
      latitude: 12.97,
      longitude: 77.59,
      centres: [],
    },
  ],
};

const features: PageData['features'] = {
  features: [{ name: 'public_show_coupon_code_on_customer_listing', enabled: true }],
  offers: [{ code: 'SAMPLE', text: 'A sample offer', provider_types: [] }],
};

/** The route paths the server renders per request, each with the address and data to sample. */
export const SAMPLE_PAGES: Record<string, { url: string; data: PageData }> = {
  '/therapy-psychiatry/experts/': {
    url: '/therapy-psychiatry/experts/',
    data: {
      listing: {
        search: searchFromFilters(emptyFilters()),
        data: { providers: [card], next_cursor: 'sample' },
      },
      features,
      clinics: profile.clinics,
    },
  },
  '/therapy-psychiatry/experts/:uuid/': {
    url: `/therapy-psychiatry/experts/${card.uuid}/`,
    data: { profile },
  },
};
