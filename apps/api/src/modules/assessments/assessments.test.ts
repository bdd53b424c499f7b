import {
  assessmentHistoryResponseSchema,
  assessmentOverviewResponseSchema,
  draftResponseSchema,
  INCOMPLETE_ANSWERS_MESSAGE,
  submitAssessmentResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';

// Taking instruments: scored on the server from stored answers, history oldest first, progress
// saved, and nobody else's results reachable.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const zeros = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index + 1}`, 0]));

const submit = (session: ClientSession, code: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/assessments/${code}`,
    headers: session,
    payload,
  });

describe('submitting an instrument', () => {
  it('scores on the server, ignoring any score the client sends, and stores every answer', async () => {
    const { session } = await signUp(t.app);
    const answers = { ...zeros(9), q1: 3, q2: 3, q3: 2, q4: 2 };
    const response = await submit(session, 'phq9', { answers, score: 0, band: 'Minimal' });
    expect(response.statusCode, response.body).toBe(201);
    const { result, safety } = submitAssessmentResponseSchema.parse(response.json()).data;
    expect(result).toMatchObject({
      instrument: 'phq9',
      score: 10,
      band: { label: 'Moderate depression', level: 'moderate' },
      answers,
      suggest_booking: true,
      crisis: false,
    });
    expect(safety).toBeNull();

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/customers/assessments/results/${result.id}`,
      headers: session,
    });
    expect(one.json()).toEqual({ data: result });
  });

  it('scores WHO-5 as raw × 4 and K10 from 10', async () => {
    const { session } = await signUp(t.app);
    const who5 = await submit(session, 'who5', { answers: { q1: 5, q2: 4, q3: 3, q4: 2, q5: 1 } });
    expect(who5.json().data.result).toMatchObject({
      score: 60,
      band: { label: 'Good well-being' },
    });
    const ones = Object.fromEntries(Object.keys(zeros(10)).map((id) => [id, 1]));
    const k10 = await submit(session, 'k10', { answers: ones });
    expect(k10.json().data.result).toMatchObject({
      score: 10,
      band: { label: 'Likely to be well' },
    });
  });

  it('answers 422 for missing answers, values that are not options and unknown instruments', async () => {
    const { session } = await signUp(t.app);
    const missing = await submit(session, 'gad7', { answers: { q1: 1 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: [INCOMPLETE_ANSWERS_MESSAGE] });
    expect((await submit(session, 'gad7', { answers: { ...zeros(7), q1: 4 } })).statusCode).toBe(
      422,
    );
    expect((await submit(session, 'gad7', { answers: { ...zeros(7), q1: 'a' } })).statusCode).toBe(
      422,
    );
    expect((await submit(session, 'beck', { answers: zeros(7) })).statusCode).toBe(422);
    expect((await submit(session, 'gad7', {})).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/assessments/phq2',
      payload: { answers: zeros(2) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('history and overview', () => {
  it('lists results oldest first per instrument, and the latest on the overview', async () => {
    const { session } = await signUp(t.app);
    await submit(session, 'phq2', { answers: { q1: 3, q2: 3 } });
    t.clock.advance(60_000);
    await submit(session, 'phq2', { answers: { q1: 1, q2: 0 } });
    await submit(session, 'gad2', { answers: { q1: 0, q2: 0 } });
    const history = assessmentHistoryResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers/assessments/results?instrument=phq2',
          headers: session,
        })
      ).json(),
    );
    expect(history.data.map((result) => result.score)).toEqual([6, 1]);
    const overview = assessmentOverviewResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/customers/assessments', headers: session })
      ).json(),
    );
    const phq2 = overview.data.find((entry) => entry.instrument === 'phq2');
    expect(phq2).toMatchObject({ results_count: 2, latest: { score: 1 } });
    expect(overview.data.map((entry) => entry.instrument)).toEqual([
      'phq9',
      'gad7',
      'who5',
      'k10',
      'phq2',
      'gad2',
      'cssrs',
    ]);
  });

  it('another patient gets 404 for a result and sees none of it in their lists', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const made = await submit(alice.session, 'gad2', { answers: { q1: 2, q2: 2 } });
    const id = made.json().data.result.id as string;
    const asBob = await t.app.inject({
      method: 'GET',
      url: `/api/customers/assessments/results/${id}`,
      headers: bob.session,
    });
    expect(asBob.statusCode).toBe(404);
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/customers/assessments/results',
      headers: bob.session,
    });
    expect(bobs.json()).toEqual({ data: [] });
  });
});

describe('saved progress', () => {
  const draftUrl = '/api/customers/assessments/gad7/draft';

  it('keeps partial answers until the instrument is submitted', async () => {
    const { session } = await signUp(t.app);
    const empty = await t.app.inject({ method: 'GET', url: draftUrl, headers: session });
    expect(empty.json()).toEqual({ data: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: draftUrl,
      headers: session,
      payload: { answers: { q1: 2, q2: 1 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = draftResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: draftUrl, headers: session })).json(),
    );
    expect(read.data?.answers).toEqual({ q1: 2, q2: 1 });
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: draftUrl, headers: other.session })).json(),
    ).toEqual({
      data: null,
    });

    await submit(session, 'gad7', { answers: { ...zeros(7), q1: 2, q2: 1 } });
    expect((await t.app.inject({ method: 'GET', url: draftUrl, headers: session })).json()).toEqual(
      {
        data: null,
      },
    );
  });

  it('refuses a value that is not an option', async () => {
    const { session } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: draftUrl,
      headers: session,
      payload: { answers: { q1: 5 } },
    });
    expect(response.statusCode).toBe(422);
  });
});
