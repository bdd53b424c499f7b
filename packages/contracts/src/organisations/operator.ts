import { z } from '../zod';

// The operator console (web /operator, issue 15). Operators hold the deployment's ADMIN_TOKEN and
// send it in x-admin-token; every admin route answers 404 without it (endpoints/operator.ts).

export const operatorCheckResponseSchema = z.object({
  data: z.object({ operator: z.literal(true) }),
});
