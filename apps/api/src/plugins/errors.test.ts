import { ERROR_CODES } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app';
import { conflict, unprocessableField } from '../lib/http-errors';
import { testConfig } from '../test/app';

// Issue 17: every error answer carries a stable code (and `fields` where it is about an input);
// `errors` keeps the texts of SPEC §7.
describe('error codes of the one error shape', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp(testConfig());
    const body = z.object({ email: z.email(), name: z.object({ first: z.string().min(1) }) });
    app.post('/api/test/validated', { schema: { body } }, () => ({ ok: true }));
    app.get('/api/test/generic', async () => {
      throw conflict('Already there.');
    });
    app.get('/api/test/field', async () => {
      throw unprocessableField('Not yours.', 'partner_email_is_yours', 'partner_email');
    });
    app.get('/api/test/unique', async () => {
      throw Object.assign(new Error('duplicate key'), { cause: { code: '23505' } });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers invalid input with invalid_input and the message of each field by its path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { email: 'nope', name: { first: '' } },
    });
    expect(res.statusCode).toBe(422);
    const answer = res.json();
    expect(answer.code).toBe('invalid_input');
    expect(Object.keys(answer.fields).sort()).toEqual(['email', 'name.first']);
    expect(answer.errors).toEqual(expect.arrayContaining(Object.values(answer.fields)));
  });

  it('gives a refusal without a code the generic of its status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/generic' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['Already there.'], code: 'conflict' });
  });

  it('passes a specific code and the field it is about', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/field' });
    expect(res.json()).toEqual({
      errors: ['Not yours.'],
      code: 'partner_email_is_yours',
      fields: { partner_email: 'Not yours.' },
    });
  });

  it('names a constraint violation by its code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/unique' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['This record already exists.'], code: 'already_exists' });
  });

  it('codes an unknown route (faults and Fastify’s own errors: app.test.ts)', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/test/none' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('lists the codes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.body).toContain(JSON.stringify([...ERROR_CODES]));
  });
});
