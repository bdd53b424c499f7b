import type { Database } from '../../db/client';
import { upsertOrganisation, type NewOrganisation } from './queries';

/** Demo tenants: acme.localhost:3000 and globex.localhost:3000 on a local start. */
export const demoOrganisations: NewOrganisation[] = [
  {
    uuid: '6f1c2a4e-8b3d-4c57-9a1e-2d7f0b9c3a11',
    name: 'Acme Corp',
    shortCode: 'acme',
    emailDomains: ['acme.example'],
    featureFlags: { show_card_dashboard: false },
    sponsoredBenefits: [
      {
        title: '6 free therapy sessions a year',
        description:
          'One-to-one sessions with a licensed therapist, online or in person, paid for by Acme.',
      },
      {
        title: 'Unlimited self-care tools',
        description: 'Guided meditations, journaling and sleep exercises, whenever you need them.',
      },
      {
        title: '24x7 helpline',
        description: 'Talk to a trained counsellor at any hour, in confidence.',
      },
    ],
  },
  {
    uuid: '0b8e5d3c-1f2a-4e69-8c7d-5a4b3c2d1e22',
    name: 'Globex Health',
    shortCode: 'globex',
    emailDomains: ['globex.example'],
    featureFlags: { show_card_dashboard: false },
    sponsoredBenefits: [
      {
        title: '12 therapy or psychiatry sessions a year',
        description: 'Choose a therapist or psychiatrist; Globex covers the sessions in full.',
      },
      {
        title: 'Couples and family sessions',
        description: 'Sessions for you and your partner or children, within the same allowance.',
      },
      {
        title: 'Manager wellbeing workshops',
        description: 'Monthly group workshops on stress, burnout and difficult conversations.',
      },
    ],
  },
];

export async function seedDemoOrganisations(db: Database): Promise<void> {
  for (const organisation of demoOrganisations) await upsertOrganisation(db, organisation);
}
