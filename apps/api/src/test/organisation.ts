// Test organisations for tests outside the organisations module (the import rules let modules
// reach it only through its service; test set-up lives here instead).
export { createTestOrganisation } from '../modules/organisations/test-support';
export type { OrganisationRow } from '../modules/organisations/queries';
