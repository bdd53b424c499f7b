// Every Drizzle table of every module, for the client, the migrations and drizzle-kit.
// Add a module's tables.ts here when it has one.
export * from '../modules/outbox/tables';
export * from '../modules/organisations/tables';
