import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiRoot } from '../lib/paths';

export const API_DOCS_PREFIX = '/api/docs';
const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

const { version } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * The OpenAPI document, generated from the same Zod schemas the routes validate with, and a docs
 * UI. @fastify/swagger collects routes as they are added, so this must be registered before any
 * route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kaizen API',
        description:
          'Mental-health care platform API. Authenticated calls send the access-token, client, ' +
          'uid, expiry and token-type headers of the last response that carried them.',
        version,
      },
      servers: [{ url: app.config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });

  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, () => app.swagger());
}
