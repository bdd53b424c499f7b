import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';

// Crisis numbers per organisation: the configured defaults (Tele-MANAS 14416, 112) unless an
// administrator set the organisation's own.

const ADMIN_TOKEN = 'crisis-admin-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN });
});
afterAll(() => t.app.close());

const OWN = {
  helpline: { label: 'Acme care line', number: '1800 123 4567' },
  emergency: { label: 'Emergency', number: '112' },
};

const setLines = (uuid: string, token: string | undefined, payload: object = OWN) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/organisations/${uuid}/crisis_lines`,
    headers: token ? { 'x-admin-token': token } : {},
    payload,
  });

describe('crisis lines', () => {
  it("are the defaults, or the member's organisation's own once set", async () => {
    const shortCode = `crisis${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ shortCode, name: 'Crisis Lines Org' })
      .returning();
    if (!organisation) throw new Error('organisation insert returned nothing');
    const member = await signUp(t.app);
    await t.app.db
      .update(users)
      .set({ organisationId: organisation.id })
      .where(eq(users.id, member.id));
    const patient = await signUp(t.app);
    const lines = (session: typeof member.session) =>
      t.app.inject({ method: 'GET', url: '/api/customers/crisis_lines', headers: session });

    expect((await lines(member.session)).json().data).toEqual({
      helpline: { label: 'Tele-MANAS', number: '14416' },
      emergency: { label: 'Emergency', number: '112' },
    });
    expect((await setLines(organisation.uuid, undefined)).statusCode).toBe(404);
    expect(
      (await setLines(organisation.uuid, ADMIN_TOKEN, { helpline: OWN.helpline })).statusCode,
    ).toBe(422);
    const saved = await setLines(organisation.uuid, ADMIN_TOKEN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lines(member.session)).json().data).toEqual(OWN);
    expect((await lines(patient.session)).json().data.helpline.number).toBe('14416');
    expect((await setLines(crypto.randomUUID(), ADMIN_TOKEN)).statusCode).toBe(404);
  });
});
