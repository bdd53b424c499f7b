import { CLINICIAN_PLATFORM_HEADER_VALUE, CLINICIAN_REFUSED_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedDemoData } from '../../db/seed';
import { demoSeeders } from '../../demo-data';
import { DEMO_PASSWORD } from './seed';

// Runs on PGlite only: the demo emails are fixed, and tests sharing the server must not use them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('demo users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    await seedDemoData(t.app.db, t.clock, demoSeeders);
    await seedDemoData(t.app.db, t.clock, demoSeeders); // seeding twice is harmless
  });
  afterAll(() => t.app.close());

  const signIn = (login: string, platform = 'kaizen') =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      headers: { platform },
      payload: { login, password: DEMO_PASSWORD },
    });

  it('signs in the demo patient by email and by mobile', async () => {
    for (const login of ['demo@kaizen.health', '9876543210']) {
      const response = await signIn(login);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        usertype: 'patient',
        firstname: 'Asha',
        lastname: 'Verma',
        organisation_id: null,
      });
    }
  });

  it('signs in the Acme member and refuses the therapist on the web', async () => {
    const member = await signIn('member@acme.example');
    expect(member.statusCode).toBe(200);
    expect(member.json().data).toMatchObject({
      usertype: 'member',
      organisation_name: 'Acme Corp',
    });
    const therapist = await signIn('therapist@kaizen.health');
    expect(therapist.statusCode).toBe(403);
    expect(therapist.json()).toMatchObject({ errors: [CLINICIAN_REFUSED_MESSAGE] });
  });

  it('signs in the three clinicians to the workspace, each acting as a provider', async () => {
    for (const login of [
      'therapist@kaizen.health',
      'psychiatrist@kaizen.health',
      'couples@kaizen.health',
    ]) {
      const response = await signIn(login, CLINICIAN_PLATFORM_HEADER_VALUE);
      expect(response.statusCode, login).toBe(200);
      const session = {
        'access-token': String(response.headers['access-token']),
        client: String(response.headers.client),
        uid: String(response.headers.uid),
      };
      const hours = await t.app.inject({ url: '/api/clinicians/hours', headers: session });
      expect(hours.statusCode, login).toBe(200);
    }
  });
});
