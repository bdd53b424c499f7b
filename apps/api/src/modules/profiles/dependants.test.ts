import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import {
  bookSession,
  clinicianWithProvider,
  MONDAY,
  prescriptionBody,
} from '../../test/care-relationship';
import { users } from '../auth/tables';
import { profilesKit, type Headers } from './test-kit';

// Issue 10: "a member's dependants (e.g. a child for children_first care) are separate patients
// whose records only the guardian profile can open". A member's bookings, assessments and
// prescriptions open only with a switch to that member made by their own account: another
// account, the account holder's own profile and a sibling member all get 404.

describe("a member's records open only for that member's guardian switch", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY));
  });
  afterAll(() => t.app.close());

  const { inject, addChild, switchTo } = profilesKit(() => t);

  it('is 404 for another account, the holder themselves and a sibling member', async () => {
    const guardian = await signUp(t.app);
    const stranger = await signUp(t.app);
    const child = await addChild(guardian.session, { firstname: 'Kiran' });
    const sibling = await addChild(guardian.session, { firstname: 'Dev' });
    const asChild = await switchTo(guardian.session, child.uuid);
    const [childRow] = await t.app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.uuid, child.uuid));
    if (!childRow) throw new Error('member row missing');

    // The child's care: a session, an assessment they answered, a prescription from the
    // psychiatrist they see.
    const doctor = await clinicianWithProvider(t.app, 'psychiatrist');
    const booking = await bookSession(
      t.app,
      { ...childRow, uuid: child.uuid, session: asChild },
      doctor,
    );
    const submitted = await inject('POST', '/api/customers/assessments/phq9', asChild, {
      answers: { q1: 1, q2: 0, q3: 0, q4: 1, q5: 0, q6: 0, q7: 0, q8: 0, q9: 0 },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const prescribed = await inject(
      'POST',
      `/api/clinicians/patients/${child.uuid}/prescriptions`,
      doctor.session,
      prescriptionBody(),
    );
    expect(prescribed.statusCode, prescribed.body).toBe(201);
    const records = [
      `/api/customers/bookings/${booking.id}`,
      `/api/customers/assessments/results/${submitted.json().data.result.id}`,
      `/api/customers/prescriptions/${prescribed.json().data.id}`,
    ];

    const asSibling = await switchTo(guardian.session, sibling.uuid);
    const strangersChild = await addChild(stranger.session, { firstname: 'Kiran' });
    const asStrangersChild = await switchTo(stranger.session, strangersChild.uuid);
    const outsiders: [string, Headers][] = [
      ['the account holder', guardian.session],
      ['a sibling member', asSibling],
      ['another account', stranger.session],
      ["another account's member", asStrangersChild],
    ];
    for (const url of records) {
      expect((await inject('GET', url, asChild)).statusCode, url).toBe(200);
      for (const [who, headers] of outsiders) {
        expect((await inject('GET', url, headers)).statusCode, `${who}: ${url}`).toBe(404);
      }
    }
    // Nor do the lists of anyone else show them.
    const siblingResults = await inject('GET', '/api/customers/assessments/results', asSibling);
    expect(siblingResults.statusCode).toBe(200);
    expect(JSON.stringify(siblingResults.json())).not.toContain(submitted.json().data.result.id);
    const holderUpcoming = await inject(
      'GET',
      '/api/customers/bookings/upcoming',
      guardian.session,
    );
    expect(JSON.stringify(holderUpcoming.json())).not.toContain(booking.id);
  });
});
