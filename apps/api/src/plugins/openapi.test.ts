import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/** The value a local JSON pointer (`#/a/b`) names in a document. */
function resolvePointer(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      doc,
    );
}

describe('OpenAPI document and docs UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual({
      title: 'Kaizen API',
      description: expect.any(String),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });

    const health = doc.paths['/api/health']?.get;
    expect(health?.responses['200']).toEqual({
      description: expect.any(String),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              // @fastify/swagger writes `const` as a one-value enum, which Swagger UI shows.
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['ok'] },
            },
            required: ['status', 'database'],
            additionalProperties: false,
          },
        },
      },
    });
    expect(health?.responses['503']).toBeDefined();
  });

  it('has a resolvable target for every $ref (Swagger UI cannot show a schema otherwise)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<unknown>();
    const refs = new Set<string>();
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      return value;
    });
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/[\w.-]+$/);
      expect(resolvePointer(doc, ref), ref).toBeDefined();
    }
  });

  it('lists API routes only: no static files, docs pages or the document itself', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    for (const path of Object.keys(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(path).not.toMatch(/^\/api\/(docs|openapi\.json)/);
    }
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui-bundle.js');
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
  });
});
