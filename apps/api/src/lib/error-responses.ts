import { errorResponseSchema } from '@kaizen/contracts';

/**
 * The refusals every signed-in route documents in OpenAPI: not signed in (401), device logged out
 * elsewhere (403), invalid input (422). All in the one error shape.
 */
export const signedInRefusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
};

/** The refusals a route documents, each in the one error shape: `refusals(404, 409)`. */
export const refusals = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
