import { errorResponseSchema, operatorCheckEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The operator console's gate (web /operator): answers the right ADMIN_TOKEN in x-admin-token
// and, like every admin route, 404 to anything else, so the console can tell a wrong token from a
// broken connection before it shows any page.
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    operatorCheckEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        response: { 200: operatorCheckEndpoint.response, 404: errorResponseSchema },
      },
    },
    async () => ({ data: { operator: true as const } }),
  );
};
