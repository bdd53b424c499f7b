import { z } from './zod';

// The operator console (web /operator, issue 15). Operators hold the deployment's ADMIN_TOKEN and
// send it in x-admin-token; every admin route answers 404 without it.
//
//     GET /api/admin/operator   operatorCheckResponseSchema: the token is right

export const operatorCheckResponseSchema = z.object({
  data: z.object({ operator: z.literal(true) }),
});
