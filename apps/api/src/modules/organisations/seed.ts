import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { grantAdmin } from './console/queries';
import { findActiveByShortCode, upsertOrganisation, type NewOrganisation } from './queries';

/** Demo tenants: acme.localhost:3000 and globex.localhost:3000 on a local start. */
export const demoOrganisations: NewOrganisation[] = [
  {
    uuid: '6f1c2a4e-8b3d-4c57-9a1e-2d7f0b9c3a11',
    name: 'Acme Corp',
    shortCode: 'acme',
    emailDomains: ['acme.example'],
    featureFlags: { show_card_dashboard: false },
    // Applied on acme.localhost: both pass the contrast rule (contracts branding.ts).
    brandPrimary: '#3d3a8c',
    brandHeaderBackground: '#f3f2fb',
    sponsoredBenefits: [
      {
        title: '6 free therapy sessions a year',
        description:
          'One-to-one sessions with a licensed therapist, online or in person, paid for by Acme from a yearly budget shared by the whole team: once it is used up, further sessions are paid by you.',
        link: { label: 'Find a therapist', href: '/therapy-psychiatry/match/therapy' },
      },
      {
        title: 'Self-check assessments',
        description:
          'Check in on your mood and anxiety (PHQ-9, GAD-7) whenever you like and see your trend.',
        link: { label: 'Take a check-in', href: '/assessments' },
      },
      {
        title: '24x7 helpline',
        description: 'Talk to a trained counsellor at any hour, in confidence.',
        link: { label: 'Call 1800 202 4646', href: 'tel:18002024646' },
      },
    ],
    helplineNumber: '1800 202 4646',
    helplineText: 'Acme Care Line: trained counsellors, 24 hours a day, in English and Hindi.',
  },
  {
    uuid: '0b8e5d3c-1f2a-4e69-8c7d-5a4b3c2d1e22',
    name: 'Globex Health',
    shortCode: 'globex',
    emailDomains: ['globex.example'],
    // Globex asks its members for an authenticator code on each new device (partner TOTP).
    featureFlags: { show_card_dashboard: false, require_totp: true },
    // Too light for white button text: members on globex.localhost see Kaizen's colours.
    brandPrimary: '#f5a623',
    brandHeaderBackground: null,
    sponsoredBenefits: [
      {
        title: '12 therapy or psychiatry sessions a year',
        description: 'Choose a therapist or psychiatrist; Globex covers the sessions in full.',
        link: { label: 'Find an expert', href: '/therapy-psychiatry/' },
      },
      {
        title: 'Couples sessions',
        description: 'Sessions for you and your partner, within the same allowance.',
        link: { label: 'Find a couples therapist', href: '/therapy-psychiatry/match/couples' },
      },
    ],
    helplineNumber: null,
    helplineText: null,
  },
  {
    // An insurer whose customers arrive from its app with ?CRNID= (partners/crn-service.ts) and
    // see the card dashboard (/partnerdashboard).
    uuid: '5c2d8e1f-3a4b-4c6d-9e8f-7a6b5c4d3e33',
    name: 'Suraksha Insurance',
    shortCode: 'suraksha',
    emailDomains: [],
    featureFlags: { show_card_dashboard: true, crn_sign_in: true },
    brandPrimary: null,
    brandHeaderBackground: null,
    sponsoredBenefits: [
      {
        title: 'Therapy covered by your health policy',
        description:
          'Sessions with a licensed therapist, online, as your Suraksha health policy covers them.',
        link: { label: 'Find a therapist', href: '/therapy-psychiatry/match/therapy' },
      },
      {
        title: 'Self-check assessments',
        description: 'Check in on your mood and anxiety (PHQ-9, GAD-7) whenever you like.',
        link: { label: 'Take a check-in', href: '/assessments' },
      },
      {
        title: 'Suraksha care line',
        description: 'Talk to a counsellor about your mental health cover, 8 am to 10 pm.',
        link: { label: 'Call 1800 266 7780', href: 'tel:18002667780' },
      },
    ],
    helplineNumber: '1800 266 7780',
    helplineText: 'Suraksha care line: counsellors from 8 am to 10 pm, every day.',
  },
];

export async function seedDemoOrganisations(db: Database): Promise<void> {
  for (const organisation of demoOrganisations) await upsertOrganisation(db, organisation);
}

/** The demo organisation console login (README): Acme's HR administrator. */
export const DEMO_ORG_ADMIN_EMAIL = 'hr@acme.example';

/** Runs after the demo users exist: makes the Acme HR login an administrator of Acme. */
export async function seedDemoOrganisationAdmins(db: Database, clock: Clock): Promise<void> {
  const organisation = await findActiveByShortCode(db, 'acme');
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ORG_ADMIN_EMAIL));
  if (organisation && admin) await grantAdmin(db, admin.id, organisation.id, clock.now());
}
