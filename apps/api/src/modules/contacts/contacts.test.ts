import { contactResponseSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';

// Emergency and parent contacts (SPEC §7): one of each per person, validated, private.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const call = (
  session: ClientSession,
  method: 'GET' | 'PUT' | 'DELETE',
  kind: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/customers/${kind}`,
    headers: session,
    ...(payload ? { payload } : {}),
  });

const RAVI = {
  name: ' Ravi Verma ',
  relationship: 'Sibling',
  phone: '9876543210',
  email: 'Ravi@Example.com',
};

describe('emergency and parent contacts', () => {
  for (const kind of ['emergency_contact', 'parent_contact']) {
    it(`${kind}: create, read, change and remove, for the owner only`, async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      expect((await call(owner.session, 'GET', kind)).json()).toEqual({ data: null });

      const saved = await call(owner.session, 'PUT', kind, RAVI);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(contactResponseSchema.parse(saved.json()).data).toMatchObject({
        name: 'Ravi Verma',
        relationship: 'Sibling',
        phone: '9876543210',
        email: 'ravi@example.com',
      });
      expect((await call(other.session, 'GET', kind)).json()).toEqual({ data: null });

      const changed = await call(owner.session, 'PUT', kind, {
        ...RAVI,
        relationship: 'Parent',
        email: '',
      });
      expect(changed.json().data).toMatchObject({ relationship: 'Parent', email: null });

      expect((await call(other.session, 'DELETE', kind)).statusCode).toBe(200);
      expect((await call(owner.session, 'GET', kind)).json().data).not.toBeNull();
      expect((await call(owner.session, 'DELETE', kind)).statusCode).toBe(200);
      expect((await call(owner.session, 'GET', kind)).json()).toEqual({ data: null });
    });
  }

  it('refuses an invalid phone, an empty name or an unknown relationship with 422', async () => {
    const { session } = await signUp(t.app);
    const phone = await call(session, 'PUT', 'emergency_contact', { ...RAVI, phone: '12345' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toContain('Please enter a valid 10-digit mobile number.');
    expect(
      (await call(session, 'PUT', 'emergency_contact', { ...RAVI, name: '  ' })).statusCode,
    ).toBe(422);
    expect(
      (await call(session, 'PUT', 'emergency_contact', { ...RAVI, relationship: 'Boss' }))
        .statusCode,
    ).toBe(422);
  });

  it('need a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/customers/emergency_contact' });
    expect(response.statusCode).toBe(401);
  });
});
