// Every Drizzle table of every module, for the client, the migrations and drizzle-kit.
// Add a module's tables.ts here when it has one.
export * from '../modules/outbox/tables';
export * from '../modules/organisations/tables';
export * from '../modules/auth/tables';
export * from '../modules/realtime/tables';
export * from '../modules/telemetry/tables';
export * from '../modules/providers/tables';
export * from '../modules/scheduling/tables';
export * from '../modules/matching/tables';
export * from '../modules/engagement/tables';
export * from '../modules/care-team/tables';
export * from '../modules/bookings/tables';
export * from '../modules/commerce/tables';
export * from '../modules/contacts/tables';
export * from '../modules/assessments/tables';
export * from '../modules/consents/tables';
export * from '../modules/account-guard/tables';
export * from '../modules/customers/tables';
export * from '../modules/organisations/membership-tables';
export * from '../modules/organisations/console-tables';
export * from '../modules/audit/tables';
export * from '../modules/prescriptions/tables';
export * from '../modules/documents/tables';
export * from '../modules/treatment-plans/tables';
export * from '../modules/data-rights/tables';
export * from '../modules/patient-chart/tables';
export * from '../modules/calendar-feed/tables';
