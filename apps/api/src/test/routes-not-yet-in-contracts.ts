// Issue 17: the API routes whose endpoint is not yet described in packages/contracts/src/endpoints/.
// endpoint-contracts.test.ts compares this list with the routes registered, so it only shrinks:
// a new route needs its contract, and a route moved into contracts leaves this list.
export const ROUTES_NOT_YET_IN_CONTRACTS: readonly string[] = [
];
