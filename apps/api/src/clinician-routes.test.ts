import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { signUp } from './test/auth';
import { testConfig } from './test/app';

// Issue 13: to a patient the clinician routes do not exist. Every route under /api/clinicians
// the app registers is called by a signed-in patient, with a well-formed request (so that the
// answer is not a validation error), and must answer 404. A new clinician route without a body
// here fails the test until one is added.

const SOME_ID = '7d3f2a10-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const MEDICINE = {
  name: 'Sertraline',
  strength: '50 mg',
  dose: '1',
  frequency: 'daily',
  duration: '4 weeks',
};
const PLAN = { title: 'Plan', goals: [{ description: 'Sleep' }] };

/** A valid body for each clinician route that takes one. */
const BODIES: Record<string, unknown> = {
  'POST /api/clinicians/bookings/:id/cancel': { reason: 'Unwell.' },
  'POST /api/clinicians/bookings/:id/notes': { text: 'Note.' },
  'PUT /api/clinicians/patients/:patientId/notes': { text: 'Note.' },
  'PUT /api/clinicians/hours/weekly/:kind': { windows: [] },
  'PUT /api/clinicians/hours/settings': {
    time_zone: 'Asia/Kolkata',
    buffer_minutes: 10,
    min_notice_minutes: 60,
    horizon_days: 30,
  },
  'POST /api/clinicians/hours/exceptions': { type: 'leave', date: '2099-01-01', kind: null },
  'POST /api/clinicians/patients/:patientId/assessment_assignments': {
    instrument: 'gad7',
    due_on: '2099-01-01',
  },
  'POST /api/clinicians/patients/:patientId/prescriptions': {
    medicines: [MEDICINE],
    signature: 'Asha Verma',
  },
  'POST /api/clinicians/prescriptions/:id/corrections': {
    medicines: [MEDICINE],
    signature: 'Asha Verma',
    correction_reason: 'Dose.',
  },
  'POST /api/clinicians/patients/:patientId/treatment_plans': PLAN,
  'PUT /api/clinicians/treatment_plans/:id': { ...PLAN, status: 'active' },
  'POST /api/clinicians/treatment_plans/:id/notes': { note: 'Better.' },
  'POST /api/clinicians/risk_alerts/:id/acknowledge': {},
};

/** A valid query for each clinician route that needs one. */
const QUERIES: Record<string, string> = { 'GET /api/clinicians/hours/preview': '?kind=tele' };

let app: App;
const routes: { method: string; url: string }[] = [];
beforeAll(async () => {
  app = await buildApp(
    testConfig({ WEB_DIST_DIR: join(tmpdir(), 'kaizen-clinician-routes-no-web-build') }),
    {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/api/clinicians')) {
            routes.push({ method, url: route.url });
          }
        }
      },
    },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('clinician routes to a patient', () => {
  it('every /api/clinicians route answers 404 to a signed-in patient', async () => {
    expect(routes.length).toBeGreaterThan(25);
    const patient = await signUp(app);
    const session = { ...patient.session };
    const answers: Record<string, number> = {};
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const path =
        url
          .replace(':kind', 'tele')
          // Date exceptions have serial ids; every other id is a uuid.
          .replace('exceptions/:id', 'exceptions/1')
          .replace(/:\w+/g, SOME_ID) + (QUERIES[key] ?? '');
      const upload = key === 'POST /api/clinicians/patients/:patientId/documents';
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        headers: {
          ...session,
          ...(upload ? { 'content-type': 'application/octet-stream', 'x-file-name': 'a.txt' } : {}),
        },
        ...(upload ? { payload: Buffer.from('hello\n') } : {}),
        ...(key in BODIES ? { payload: BODIES[key] as object } : {}),
      });
      // The session rotates its token on each answer, as the web client follows.
      const token = response.headers['access-token'];
      if (typeof token === 'string') session['access-token'] = token;
      answers[key] = response.statusCode;
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, 404]));
    expect(answers).toEqual(expected);
  });
});
