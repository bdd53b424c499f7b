// Files that still query another module's tables.ts (docs/ARCHITECTURE.md, "Data boundaries").
// A ratchet: entries may only be removed. eslint-boundaries.test.js fails when a listed file no
// longer imports another module's tables, so a file that is fixed must leave the list.
const modules = 'apps/api/src/modules/';

export const FOREIGN_TABLES_ALLOWED = new Set(
  [
    // Bookings: the listing, the clinician's day and the notices join providers, clinics and auth's
    // users in one statement (a hot path: one round trip); the owner has yet to export that join.
    // care-access/intake/sponsor/organisation-usage read care-team, data-rights, entitlements,
    // packages, organisations and users for booking rules.
    'bookings/clinician/care-access.ts',
    'bookings/clinician/clinician.ts',
    'bookings/intake.ts',
    'bookings/lifecycle/notifications.ts',
    'bookings/payment/organisation-usage.ts',
    'bookings/payment/sponsor.ts',
    'bookings/queries.ts',
    // Care team: the switches list and the care-first config join auth's users in one statement.
    'care-team/cf-booking.ts',
    'care-team/queries.ts',
    // Directory joins across providers and scheduling's next-availability table: the listing's and
    // the ranking's one statement (providers/), matching's stored matches with their providers;
    // scheduling reads providers' time zone and session kinds for slots.
    'matching/queries.ts',
    'providers/page-by-earliest.ts',
    'providers/page-by-score.ts',
    'providers/queries.ts',
    'providers/ranking-query.ts',
    'providers/search-query.ts',
    'scheduling/availability-writes.ts',
    'scheduling/clinician-hours.ts',
    'scheduling/queries.ts',
    // Entitlements: lots and holds read bookings, packages, organisations and users in the same
    // transaction as the hold (concurrency tests on PostgreSQL cover them).
    'entitlements/holds/holds.ts',
    'entitlements/pools/pool-lots.ts',
    'entitlements/queries.ts',
    'entitlements/sponsor-gate.ts',
    // Auth's users (names, emails, roles) read directly by their consumers.
    'assessments/assignments.ts',
    'assessments/risk-alerts.ts',
    'audit/service.ts',
    'commerce/receipts/queries.ts',
    'consents/service.ts',
    'documents/service.ts',
    'organisations/membership/queries.ts',
    'partners/crn/queries.ts',
    'partners/totp/queries.ts',
    'prescriptions/queries.ts',
    'profiles/care-recipient.ts',
    'profiles/personal-data.ts',
    'telemetry/events-queries.ts',
    'telemetry/funnel-queries.ts',
    // Other cross-module reads (organisations, bookings, providers).
    'assessments/admin-routes.ts',
    'assessments/care-team.ts',
    'auth/queries.ts',
    'calendar-feed/service.ts',
    'coupons/queries.ts',
    'feature-flags/queries.ts',
    'organisations/console/queries.ts',
    'packages/queries.ts',
    'partners/crn/register.ts',
    'patient-chart/service.ts',
    'profiles/queries.ts',
    'referrals/queries.ts',
    // Data rights export and erase every module's rows of a person: one place that reads them all
    // until each module exports its own section.
    'data-rights/sections.ts',
    'data-rights/service.ts',
  ].map((file) => modules + file),
);
