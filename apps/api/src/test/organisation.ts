import type { App } from '../app';
import { grantAdmin } from '../modules/organisations/console/queries';

// Test organisations for tests outside the organisations module (the import rules let modules
// reach it only through its service; test set-up lives here instead).
export { createTestOrganisation, joinByInvitation } from '../modules/organisations/test-support';
export type { OrganisationRow } from '../modules/organisations/queries';

/** Makes a user an administrator of an organisation (the operator's or the seed's grant). */
export const grantTestAdmin = (app: App, userId: number, organisationId: number) =>
  grantAdmin(app.db, userId, organisationId, app.clock.now());
