// Issue 17: the API routes whose endpoint is not yet described in packages/contracts/src/endpoints/.
// endpoint-contracts.test.ts compares this list with the routes registered, so it only shrinks:
// a new route needs its contract, and a route moved into contracts leaves this list.
export const ROUTES_NOT_YET_IN_CONTRACTS: readonly string[] = [
  'DELETE /api/profiles/:uuid',
  'DELETE /api/profiles/session',
  'GET /api/customers/new_profile_communication',
  'GET /api/customers/profile/pending_changes',
  'GET /api/customers/registration_form',
  'GET /api/profiles',
  'POST /api/customers/profile/confirm_email',
  'POST /api/customers/profile/confirm_mobile',
  'POST /api/profiles',
  'POST /api/profiles/:uuid/session',
  'PUT /api/customers/new_profile_communication/update_user_interface_config',
  'PUT /api/customers/profile',
  'PUT /api/customers/registration_form',
];
