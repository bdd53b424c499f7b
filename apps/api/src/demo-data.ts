import { composeScheduling } from './composition';
import type { Seeder } from './db/seed';
import { seedDemoAssessments } from './modules/assessments/seed';
import { seedDemoUsers } from './modules/auth/seed';
import { seedDemoClinicians } from './modules/bookings/seed';
import { seedDemoCfMember, seedDemoSwitchPatient } from './modules/care-team/seed';
import { seedDemoOrgCfMember } from './modules/care-team/seed-org-cf';
import { demoWorkspaceSeeder } from './modules/bookings/clinician/seed-workspace';
import { seedDemoDocument } from './modules/documents/seed';
import { seedDemoPrescription } from './modules/prescriptions/seed';
import { seedDemoTreatmentPlan } from './modules/treatment-plans/seed';
import { seedDemoOrganisationAdmins, seedDemoOrganisations } from './modules/organisations/seed';
import { seedDemoBenefits } from './modules/entitlements/seed';
import { seedDemoPackagePurchase, seedDemoPackages } from './modules/packages/seed';
import { seedDemoCoupons } from './modules/coupons/seed';
import { seedPlatformExperiments } from './modules/experiments/seed';
import { seedPlatformFlags } from './modules/feature-flags/seed';
import { seedDemoInsurerCrns, seedDemoPartnerKey } from './modules/partners/seed';
import { seedDemoProviders } from './modules/providers/seed';
import { demoAvailabilitySeeder } from './modules/scheduling/seed';

/**
 * The demo data of a new embedded database and of `npm run seed`, in order: a seeder may use
 * what the ones above it created (demo users belong to demo organisations).
 */
export const demoSeeders: Seeder[] = [
  // The platform's flags and matching_experiment_24 (migration 0025 made them; `npm run seed`
  // empties every table first).
  seedPlatformFlags,
  seedPlatformExperiments,
  seedDemoOrganisations,
  // What those organisations cover, as data the ledger grants from (issue 11).
  seedDemoBenefits,
  // The package catalogue: 4 or 8 therapy sessions, psychiatry follow-ups, a bundle (issue 11).
  seedDemoPackages,
  // Coupons: WELCOME20 (the listing's offer), CARE100, THERAPY15 and the expired SUMMER10.
  seedDemoCoupons,
  seedDemoUsers,
  // Acme's HR login administers Acme in the organisation console.
  seedDemoOrganisationAdmins,
  // Acme's partner key: its HR system's tokens sign members in (/t-p?jwt=...).
  seedDemoPartnerKey,
  // Suraksha Insurance's CRN register: /?CRNID=4000123456 signs its demo member in.
  seedDemoInsurerCrns,
  // Clinics and providers; the availability seeder (scheduling) must come after it.
  seedDemoProviders,
  // Weekly hours, leave and extra hours of those providers, then their earliest slots.
  demoAvailabilitySeeder(composeScheduling()),
  // The demo clinician login acts as one of those providers (bookings' clinician side).
  seedDemoClinicians,
  // The care-first demo patient: the demo therapist as her CF clinician, online therapy only.
  seedDemoCfMember,
  // A patient in therapy with a non-clinician demo therapist, to try the provider switch.
  seedDemoSwitchPatient,
  // Acme's care-first member: the same clinician, Acme's rule (console) or the default applies.
  seedDemoOrgCfMember,
  // Their patients' past and coming sessions and private notes, for a lived-in workspace.
  demoWorkspaceSeeder(composeScheduling()),
  // Farah's "4 therapy sessions" with the demo therapist: a package lot in the ledger.
  seedDemoPackagePurchase,
  // The demo patient's health record: a prescription, a treatment plan and a document (issue 12).
  seedDemoPrescription,
  seedDemoTreatmentPlan,
  seedDemoDocument,
  // Six weeks of PHQ-9 and GAD-7 results, so /assessments shows a trend from the first visit.
  seedDemoAssessments,
];
