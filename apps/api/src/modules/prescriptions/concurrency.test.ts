import {
  PRESCRIPTION_ALREADY_CORRECTED_MESSAGE,
  prescriptionResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  MONDAY,
  bookSession,
  clinicianWithProvider,
  signedUpPatient,
} from '../../test/care-relationship';
import { prescriptionBody } from './test-support';

// Two corrections of one version must not both win: the unique supersedes_id lets the database
// decide (meaningful on the PostgreSQL server, where the requests really run at once).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

describe('parallel corrections', () => {
  it('of the same version: exactly one new version, the rest 409', async () => {
    const patient = await signedUpPatient(t.app);
    const doctor = await clinicianWithProvider(t.app, 'psychiatrist');
    await bookSession(t.app, patient, doctor);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/patients/${patient.uuid}/prescriptions`,
      headers: doctor.session,
      payload: prescriptionBody(),
    });
    const first = prescriptionResponseSchema.parse(issued.json()).data;

    for (let round = 0; round < 3; round += 1) {
      const target = round === 0 ? first.id : undefined;
      const latest = target ?? (await latestId(patient.session, first.series_id));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: `/api/clinicians/prescriptions/${latest}/corrections`,
            headers: doctor.session,
            payload: { ...prescriptionBody(), correction_reason: `round ${round} copy ${index}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ errors: [PRESCRIPTION_ALREADY_CORRECTED_MESSAGE] });
      }
    }
    expect(await latestVersion(patient.session, first.series_id)).toBe(4);
  });
});

async function latestOf(session: Record<string, string>, seriesId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/customers/prescriptions',
    headers: session,
  });
  const list = (response.json() as { data: { id: string; series_id: string; version: number }[] })
    .data;
  const latest = list.find((item) => item.series_id === seriesId);
  if (!latest) throw new Error('series not listed');
  return latest;
}
const latestId = async (session: Record<string, string>, seriesId: string) =>
  (await latestOf(session, seriesId)).id;
const latestVersion = async (session: Record<string, string>, seriesId: string) =>
  (await latestOf(session, seriesId)).version;
