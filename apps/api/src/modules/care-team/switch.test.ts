import {
  SWITCH_ALREADY_OPEN_MESSAGE,
  SWITCH_CF_NOT_ALLOWED_MESSAGE,
  SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE,
  SWITCH_NOT_IN_CARE_MESSAGE,
  SWITCH_SAME_PROVIDER_MESSAGE,
  SWITCH_SEVERAL_CURRENT_MESSAGE,
  clinicianCareSwitchesResponseSchema,
  myProvidersResponseSchema,
  patientChartResponseSchema,
  providerSwitchResponseSchema,
  providerTaggingResponseSchema,
  type ProviderSwitchBody,
} from '@kaizen/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import type { ClientSession } from '../../test/auth';
import {
  bookSession,
  clinicianWithProvider,
  MONDAY,
  signedUpPatient,
} from '../../test/care-relationship';
import { cfBookingConfigs, customerProviderMappings, providerSwitches } from './tables';
import { careTeamFixtures } from './test-care-team';

// SPEC §3 provider switch: the rules of POST provider_switches, GET provider_tagging, and what
// each clinician's chart says afterwards. The 10-way burst only races on a PostgreSQL server
// (TEST_DATABASE_URL); on PGlite it runs one at a time and must give the same answer.

const SWITCHES = '/api/customers/customers/provider_switches';
const TAGGING = '/api/customers/customers/provider_tagging';

let t: TestApp;
const { makeProvider, map, cleanUp } = careTeamFixtures(() => t);
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '12' }, new ManualClock(MONDAY));
}, 60_000);
afterAll(async () => {
  await cleanUp();
  await t.app.close();
});

const post = (session: ClientSession, payload: Partial<ProviderSwitchBody>) =>
  t.app.inject({ method: 'POST', url: SWITCHES, headers: session, payload });

async function tagging(session: ClientSession) {
  const response = await t.app.inject({ method: 'GET', url: TAGGING, headers: session });
  expect(response.statusCode, response.body).toBe(200);
  return providerTaggingResponseSchema.parse(response.json()).data.tagging;
}

/** A patient in therapy with `old`, and another therapist to switch to. */
async function patientInTherapy() {
  const patient = await signedUpPatient(t.app);
  const old = await makeProvider('therapy');
  await map(patient.id, old);
  const next = await makeProvider('therapy');
  return { patient, old, next };
}

describe('POST provider_switches', () => {
  it('moves the person to the new therapist, keeps the old one as previous, and records why', async () => {
    const { patient, old, next } = await patientInTherapy();
    const response = await post(patient.session, {
      provider_type: 'therapy',
      new_provider_uuid: next.uuid,
      reason_code: 'schedule',
      reason_text: 'I can only do evenings.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = providerSwitchResponseSchema.parse(response.json()).data;
    expect(created).toMatchObject({
      provider_type: 'therapy',
      from: { uuid: old.uuid },
      to: { uuid: next.uuid },
      reason_code: 'schedule',
      reason_text: 'I can only do evenings.',
    });

    const dropdown = await t.app.inject({
      method: 'GET',
      url: '/api/customers/customers/my_providers_dropdown_v2',
      headers: patient.session,
    });
    const team = myProvidersResponseSchema.parse(dropdown.json()).data;
    expect(team.map((provider) => provider.uuid)).toEqual([next.uuid]);
    expect(team[0]?.temp_flag).toBe(true);

    const [therapy] = await tagging(patient.session);
    expect(therapy).toMatchObject({
      provider_type: 'therapy',
      current: [{ uuid: next.uuid }],
      previous: [{ uuid: old.uuid }],
      open_switch: true,
      can_switch: false,
    });
  });

  it('refuses with clear texts: not in care, unknown or wrong-type or same provider, 404 for a provider not theirs', async () => {
    const { patient, old, next } = await patientInTherapy();
    const psychiatrist = await makeProvider('psychiatry');
    const inactive = await makeProvider('therapy', false);
    const base = { provider_type: 'therapy' as const, reason_code: 'other' as const };
    const cases: [Partial<ProviderSwitchBody>, number, string][] = [
      [
        { ...base, provider_type: 'psychiatry', new_provider_uuid: psychiatrist.uuid },
        422,
        SWITCH_NOT_IN_CARE_MESSAGE,
      ],
      [
        { ...base, new_provider_uuid: psychiatrist.uuid },
        422,
        SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE,
      ],
      [{ ...base, new_provider_uuid: inactive.uuid }, 422, SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE],
      [
        { ...base, new_provider_uuid: crypto.randomUUID() },
        422,
        SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE,
      ],
      [{ ...base, new_provider_uuid: old.uuid }, 422, SWITCH_SAME_PROVIDER_MESSAGE],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(patient.session, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ errors: [message] });
    }

    // Another person's therapist cannot be named as the one to leave: it is not found.
    const other = await patientInTherapy();
    const foreign = await post(patient.session, {
      ...base,
      new_provider_uuid: next.uuid,
      current_provider_uuid: other.old.uuid,
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    // Nor does anything of this person show in the other's tagging.
    const theirs = await tagging(other.patient.session);
    expect(JSON.stringify(theirs)).not.toContain(old.uuid);

    const missingReason = await post(patient.session, {
      provider_type: 'therapy',
      new_provider_uuid: next.uuid,
    });
    expect(missingReason.statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: SWITCHES,
      payload: { provider_type: 'therapy', new_provider_uuid: next.uuid, reason_code: 'other' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks which one to leave when the person has two therapists', async () => {
    const { patient, old, next } = await patientInTherapy();
    const second = await makeProvider('therapy');
    await map(patient.id, second);
    const body = {
      provider_type: 'therapy' as const,
      reason_code: 'cost' as const,
      new_provider_uuid: next.uuid,
    };
    const unclear = await post(patient.session, body);
    expect(unclear.statusCode).toBe(422);
    expect(unclear.json()).toMatchObject({ errors: [SWITCH_SEVERAL_CURRENT_MESSAGE] });
    const named = await post(patient.session, { ...body, current_provider_uuid: second.uuid });
    expect(named.statusCode, named.body).toBe(201);
    const [therapy] = await tagging(patient.session);
    expect(therapy?.current.map((p) => p.uuid).sort()).toEqual([old.uuid, next.uuid].sort());
  });

  it('lets a care-first member switch only the kinds of care their plan allows', async () => {
    const patient = await signedUpPatient(t.app);
    const therapist = await makeProvider('therapy');
    const psychiatrist = await makeProvider('psychiatry');
    await map(patient.id, therapist, ['cf-clinician']);
    await map(patient.id, psychiatrist, ['cf-clinician']);
    await t.app.db.insert(cfBookingConfigs).values({
      userId: patient.id,
      providerTypes: ['therapy'],
      sessionKinds: ['tele'],
      updatedAt: t.clock.now(),
    });
    const byType = Object.fromEntries(
      (await tagging(patient.session)).map((entry) => [entry.provider_type, entry.can_switch]),
    );
    expect(byType).toEqual({ therapy: true, psychiatry: false });

    const refused = await post(patient.session, {
      provider_type: 'psychiatry',
      new_provider_uuid: (await makeProvider('psychiatry')).uuid,
      reason_code: 'other',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [SWITCH_CF_NOT_ALLOWED_MESSAGE] });

    const next = await makeProvider('therapy');
    const allowed = await post(patient.session, {
      provider_type: 'therapy',
      new_provider_uuid: next.uuid,
      reason_code: 'language',
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // The new clinician carries the CF role: the member stays a care-first member.
    const [mapping] = await t.app.db
      .select({ roles: customerProviderMappings.roles })
      .from(customerProviderMappings)
      .where(
        and(
          eq(customerProviderMappings.userId, patient.id),
          eq(customerProviderMappings.providerId, next.id),
        ),
      );
    expect(mapping?.roles).toEqual(['cf-clinician']);
  });

  it('makes one switch out of a 10-way burst; the others answer 409', async () => {
    const { patient, next } = await patientInTherapy();
    const others = await Promise.all(Array.from({ length: 9 }, () => makeProvider('therapy')));
    const answers = await Promise.all(
      [next, ...others].map((provider) =>
        post(patient.session, {
          provider_type: 'therapy',
          new_provider_uuid: provider.uuid,
          reason_code: 'not_a_good_fit',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ errors: [SWITCH_ALREADY_OPEN_MESSAGE] });
    }
    const open = await t.app.db
      .select()
      .from(providerSwitches)
      .where(and(eq(providerSwitches.userId, patient.id), isNull(providerSwitches.settledAt)));
    expect(open).toHaveLength(1);
    const current = await t.app.db
      .select()
      .from(customerProviderMappings)
      .where(
        and(
          eq(customerProviderMappings.userId, patient.id),
          isNull(customerProviderMappings.endedAt),
        ),
      );
    expect(current.map((row) => row.providerId)).toEqual([open[0]?.toProviderId]);
  });
});

describe('the charts after a switch', () => {
  it('shows the new clinician the switch and the reason, the old one only that the patient left', async () => {
    const patient = await signedUpPatient(t.app);
    const before = await clinicianWithProvider(t.app, 'therapist');
    const after = await clinicianWithProvider(t.app, 'therapist');
    const stranger = await clinicianWithProvider(t.app, 'therapist');
    await bookSession(t.app, patient, before);
    const chartOf = (session: ClientSession) =>
      t.app.inject({
        method: 'GET',
        url: `/api/clinicians/patients/${patient.uuid}/chart`,
        headers: session,
      });
    // Before the switch, the next therapist does not see the patient.
    expect((await chartOf(after.session)).statusCode).toBe(404);

    const switched = await post(patient.session, {
      provider_type: 'therapy',
      new_provider_uuid: after.provider.uuid,
      reason_code: 'specialisation',
      reason_text: 'I would like someone who knows about grief.',
    });
    expect(switched.statusCode, switched.body).toBe(201);

    const joined = await chartOf(after.session);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(patientChartResponseSchema.parse(joined.json()).data.care_switch).toMatchObject({
      direction: 'joined',
      reason_code: 'specialisation',
      reason_text: 'I would like someone who knows about grief.',
    });
    const left = await chartOf(before.session);
    expect(left.statusCode, left.body).toBe(200);
    const leftChart = patientChartResponseSchema.parse(left.json()).data;
    expect(leftChart.care_switch).toMatchObject({
      direction: 'left',
      reason_code: null,
      reason_text: null,
    });
    // Past sessions stay readable for the previous clinician.
    expect(leftChart.sessions).toHaveLength(1);
    expect((await chartOf(stranger.session)).statusCode).toBe(404);

    // The workspace lists the patient for the new clinician only, until their first booking.
    const listed = async (session: ClientSession) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/clinicians/care_switches',
        headers: session,
      });
      expect(response.statusCode, response.body).toBe(200);
      return clinicianCareSwitchesResponseSchema
        .parse(response.json())
        .data.map((item) => item.patient.uuid);
    };
    expect(await listed(after.session)).toEqual([patient.uuid]);
    expect(await listed(before.session)).toEqual([]);

    // The first booking with the new therapist settles the switch: another may follow.
    await bookSession(t.app, patient, after);
    const [therapy] = await tagging(patient.session);
    expect(therapy).toMatchObject({ open_switch: false, can_switch: true });
    expect(await listed(after.session)).toEqual([]);
  });
});
