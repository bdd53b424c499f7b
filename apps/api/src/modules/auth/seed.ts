import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findTenantByShortCode } from '../organisations/service';
import { hashPassword } from './passwords/passwords';
import { upsertUserByEmail } from './queries';

export const DEMO_PASSWORD = 'Kaizen@2026';
/** Seeded by the organisations seeder, which must run first. */
const DEMO_ORGANISATION = 'acme';

interface DemoUser {
  uuid: string;
  firebaseid: string;
  usertype: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  isVerified: boolean;
  organisation?: string;
}

/**
 * The README's demo logins: a patient, an Acme member (b2b), Acme's console administrator, and three clinicians (refused on the
 * patient web app; they use the clinician workspace at /clinician/).
 */
export const demoUsers: DemoUser[] = [
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e01',
    firebaseid: 'demoPatientAshaVerma000000001',
    usertype: 'patient',
    firstname: 'Asha',
    lastname: 'Verma',
    email: 'demo@kaizen.health',
    mobile: '9876543210',
    isVerified: true,
  },
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e02',
    firebaseid: 'demoMemberRohanIyer0000000002',
    usertype: 'member',
    firstname: 'Rohan',
    lastname: 'Iyer',
    email: 'member@acme.example',
    mobile: '9876543211',
    isVerified: false,
    organisation: DEMO_ORGANISATION,
  },
  {
    // A Globex member: Globex requires an authenticator code (partner TOTP), so the first
    // sign-in shows the QR code to scan.
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e10',
    firebaseid: 'demoMemberAnanyaSen0000000010',
    usertype: 'member',
    firstname: 'Ananya',
    lastname: 'Sen',
    email: 'member@globex.example',
    mobile: '9876543219',
    isVerified: false,
    organisation: 'globex',
  },
  {
    // A Suraksha Insurance customer whose CRN is linked (partners seed): /?CRNID=4000123456.
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e11',
    firebaseid: 'demoMemberVikramDas0000000011',
    usertype: 'member',
    firstname: 'Vikram',
    lastname: 'Das',
    email: 'member@suraksha.example',
    mobile: '9876543220',
    isVerified: false,
    organisation: 'suraksha',
  },
  {
    // A care-first (CF) patient: the demo therapist is her CF clinician (care-team seed), and
    // her plan lets her book online therapy only (SPEC §3 cf_booking_configs).
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e12',
    firebaseid: 'demoCfMemberNishaPillai000012',
    usertype: 'patient',
    firstname: 'Nisha',
    lastname: 'Pillai',
    email: 'cf@kaizen.health',
    mobile: '9876543221',
    isVerified: true,
  },
  {
    // A patient in therapy with a demo therapist who is not a clinician login: the one to try
    // changing therapist with (care-team seed), e.g. to the demo therapist.
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e31',
    firebaseid: 'demoSwitchPatientRaviMenon031',
    usertype: 'patient',
    firstname: 'Ravi',
    lastname: 'Menon',
    email: 'switch@kaizen.health',
    mobile: '9876543231',
    isVerified: true,
  },
  {
    // An Acme member who is a care-first patient of the demo therapist (care-team seed) with no
    // plan of her own: Acme's rule, set in the console, says what she may book (SPEC §3).
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e13',
    firebaseid: 'demoAcmeCfMemberKaranMehra013',
    usertype: 'member',
    firstname: 'Kiran',
    lastname: 'Mehra',
    email: 'cf@acme.example',
    mobile: '9876543222',
    isVerified: false,
    organisation: DEMO_ORGANISATION,
  },
  {
    // Acme's HR administrator: a self-paying patient account that administers Acme in /org-admin
    // (organisations seed grants it); administrators need not be members.
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e06',
    firebaseid: 'demoOrgAdminPriyaShah00000006',
    usertype: 'patient',
    firstname: 'Priya',
    lastname: 'Shah',
    email: 'hr@acme.example',
    mobile: '9876543215',
    isVerified: true,
  },
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e03',
    firebaseid: 'demoTherapistMeeraNair0000003',
    usertype: 'therapist',
    firstname: 'Meera',
    lastname: 'Nair',
    email: 'therapist@kaizen.health',
    mobile: '9876543212',
    isVerified: true,
  },
  {
    // The demo psychiatry provider's login (its name follows that provider: prescriptions seed).
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e04',
    firebaseid: 'demoPsychiatristKabirRao00004',
    usertype: 'psychiatrist',
    firstname: 'Kabir',
    lastname: 'Rao',
    email: 'psychiatrist@kaizen.health',
    mobile: '9876543213',
    isVerified: true,
  },
  {
    // A couples therapist: a therapist login acting as the first demo couples provider.
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e05',
    firebaseid: 'demoCouplesTherapistLeela0005',
    usertype: 'therapist',
    firstname: 'Leela',
    lastname: 'Fernandes',
    email: 'couples@kaizen.health',
    mobile: '9876543214',
    isVerified: true,
  },
  // Patients of the demo clinicians (bookings' workspace seeder gives them sessions and notes),
  // so the clinician workspace looks lived in; they can sign in too.
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e07',
    firebaseid: 'demoPatientNikhilRao000000007',
    usertype: 'patient',
    firstname: 'Nikhil',
    lastname: 'Rao',
    email: 'nikhil@demo.kaizen.health',
    mobile: '9876543216',
    isVerified: true,
  },
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e08',
    firebaseid: 'demoPatientFarahKhan00000008',
    usertype: 'patient',
    firstname: 'Farah',
    lastname: 'Khan',
    email: 'farah@demo.kaizen.health',
    mobile: '9876543217',
    isVerified: true,
  },
  {
    uuid: '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e09',
    firebaseid: 'demoPatientIshaanMehta000009',
    usertype: 'patient',
    firstname: 'Ishaan',
    lastname: 'Mehta',
    email: 'ishaan@demo.kaizen.health',
    mobile: '9876543218',
    isVerified: true,
  },
];

/** A salt derived from the email keeps the seeded hashes (and so the seed) deterministic. */
const demoSalt = (email: string) =>
  crypto.createHash('sha256').update(`kaizen-demo:${email}`).digest().subarray(0, 16);

async function organisationId(db: Database, shortCode: string | undefined) {
  if (!shortCode) return null;
  const tenant = await findTenantByShortCode(db, shortCode);
  if (!tenant) throw new Error(`demo users: organisation '${shortCode}' must be seeded first`);
  return tenant.id;
}

export async function seedDemoUsers(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  for (const { organisation, ...user } of demoUsers) {
    await upsertUserByEmail(db, {
      ...user,
      organisationId: await organisationId(db, organisation),
      passwordHash: await hashPassword(DEMO_PASSWORD, demoSalt(user.email)),
      tncAcceptedAt: now,
      privacyPolicyAcceptedAt: now,
      eighteenPlusConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
}
