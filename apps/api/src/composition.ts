import type { Config } from './config';
import type { Clock } from './lib/clock';
import { assessmentsPersonalData } from './modules/assessments/service';
import { bookedTime, bookingNotifyEnv, bookingPaymentHooks } from './modules/bookings/service';
import {
  createCommerce,
  gatewayFromConfig,
  type Commerce,
  type ConfiguredGateway,
  type PaymentPurposes,
} from './modules/commerce/service';
import { receiptsPersonalData } from './modules/commerce/receipts/history';
import { receiptSettingsFromConfig } from './modules/commerce/receipts/settings';
import { consentsPersonalData } from './modules/consents/service';
import { contactsPersonalData } from './modules/contacts/service';
import { couponsPersonalData, listingOffers } from './modules/coupons/service';
import { experimentsPersonalData } from './modules/experiments/service';
import type { ListingOffers } from './modules/feature-flags/service';
import { platformPersonalData, type PersonalDataSections } from './modules/data-rights/service';
import {
  bookingFunding,
  grantReferralCredit,
  entitlementsPersonalData,
  type BookingFunding,
} from './modules/entitlements/service';
import { membershipPersonalData } from './modules/organisations/service';
import { packagePaymentHooks, packagesPersonalData } from './modules/packages/service';
import {
  crnPersonalData,
  partnerPersonalData,
  partnerTotpPersonalData,
} from './modules/partners/service';
import { referralRewards, referralsPersonalData } from './modules/referrals/service';
import type { SessionCompletedHook } from './modules/bookings/clinician/clinician';
import { createScheduling, type Scheduling } from './modules/scheduling/service';
import { analyticsPersonalData } from './modules/telemetry/service';
import { googlePersonalData } from './modules/google-identity/service';
import { profilesPersonalData } from './modules/profiles/service';

// The composition root: which module's collaborator is which. Modules never find each other at
// import time (no registries, no module-level state); everything one module lends another is
// handed over here, once per app, so two apps in one process share nothing.

/** Every table holding personal data is in one of these (data-rights.test.ts checks it). */
export const personalDataSections: PersonalDataSections = [
  ...platformPersonalData,
  membershipPersonalData,
  partnerPersonalData,
  partnerTotpPersonalData,
  crnPersonalData,
  assessmentsPersonalData,
  consentsPersonalData,
  contactsPersonalData,
  entitlementsPersonalData,
  receiptsPersonalData,
  packagesPersonalData,
  couponsPersonalData,
  referralsPersonalData,
  analyticsPersonalData,
  experimentsPersonalData,
  googlePersonalData,
  profilesPersonalData,
];

/** Scheduling with the busy time it must respect: bookings' booked sessions and payment holds. */
export const composeScheduling = (): Scheduling => createScheduling({ busySources: [bookedTime] });

/** Replacements for tests: another gateway (a recorded Razorpay), other purposes' handlers. */
export interface ModuleOverrides {
  paymentGateway?: ConfiguredGateway;
  paymentPurposes?: PaymentPurposes;
}

interface Modules {
  scheduling: Scheduling;
  commerce: Commerce;
  /** How a booking is paid (sponsored credit or money) and what a cancel gives back. */
  funding: BookingFunding;
  /** A clinician completed a session: the referral reward, granted in the entitlements ledger. */
  onSessionCompleted: SessionCompletedHook;
  personalData: PersonalDataSections;
  /** The coupons shown on the listing, served by feature-flags' SPEC §7 path. */
  listingOffers: ListingOffers;
}

export function composeModules(config: Config, clock: Clock, overrides: ModuleOverrides = {}) {
  const scheduling = composeScheduling();
  const notify = bookingNotifyEnv(config);
  const commerce = createCommerce({
    configured: overrides.paymentGateway ?? gatewayFromConfig(config),
    clock,
    receipts: receiptSettingsFromConfig(config),
    purposes: overrides.paymentPurposes ?? {
      booking: bookingPaymentHooks({ clock, notify, scheduling, funding: bookingFunding }),
      package: packagePaymentHooks({ clock }),
    },
  });
  return {
    scheduling,
    commerce,
    funding: bookingFunding,
    onSessionCompleted: referralRewards(grantReferralCredit).onSessionCompleted,
    personalData: personalDataSections,
    listingOffers,
  } satisfies Modules;
}
