import {
  TOTP_ALREADY_ENROLLED_MESSAGE,
  TOTP_CODE_FORMAT_MESSAGE,
  TOTP_INVALID_CODE_ALERT,
  TOTP_LOCKED_MESSAGE,
  TOTP_MAX_ATTEMPTS,
  TOTP_NOT_ENROLLED_MESSAGE,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';
import {
  createTestOrganisation,
  grantTestAdmin,
  joinByInvitation,
  type OrganisationRow,
} from '../../../test/organisation';
import { totpEnrolments } from '../tables';
import { base32Decode, totpCode, totpStep, TOTP_STEP_SECONDS } from './totp';

// Issue 10 / SPEC §5, §7, §8: verify_totp_code. A member of an organisation that requires TOTP
// enrols an authenticator app, then gives a code on each new device session; wrong, reused or
// guessed codes are refused; nobody outside the organisation reaches any of it.

describe('partner TOTP', () => {
  let t: TestApp;
  let organisation: OrganisationRow;
  let other: OrganisationRow;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    organisation = await createTestOrganisation(t.app.db, {
      featureFlags: { show_card_dashboard: false, require_totp: true },
    });
    other = await createTestOrganisation(t.app.db, {
      featureFlags: { show_card_dashboard: false, require_totp: true },
    });
  });
  afterAll(() => t.app.close());

  const url = (org: OrganisationRow, path: string) =>
    `/api/customers/organisations_integration/${org.shortCode}/${path}`;
  const status = (session: ClientSession, org = organisation) =>
    t.app.inject({ method: 'GET', url: url(org, 'totp'), headers: session });
  const enrol = (session: ClientSession, org = organisation) =>
    t.app.inject({ method: 'POST', url: url(org, 'totp_enrolment'), headers: session });
  const verify = (session: ClientSession, code: string, org = organisation) =>
    t.app.inject({
      method: 'POST',
      url: url(org, 'verify_totp_code'),
      headers: session,
      payload: { code },
    });
  const codeAt = (secret: string, offsetSteps = 0) =>
    totpCode(base32Decode(secret), totpStep(t.clock.now()) + offsetSteps);
  const nextStep = () => t.clock.advance(TOTP_STEP_SECONDS * 1000);

  async function member(org = organisation) {
    const person = await signUp(t.app);
    await joinByInvitation(t.app, person.session, org.shortCode);
    return person;
  }
  async function enrolled(org = organisation) {
    const person = await member(org);
    const response = await enrol(person.session, org);
    expect(response.statusCode, response.body).toBe(201);
    const { secret } = response.json().data as { secret: string };
    return { ...person, secret };
  }
  const expectInvalid = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errors: [TOTP_INVALID_CODE_ALERT] });
  };

  it('enrols with a QR secret shown once, confirmed by the first code; a new device asks again', async () => {
    const person = await member();
    expect((await status(person.session)).json().data).toEqual({
      required: true,
      enrolled: false,
      verified: false,
    });
    const response = await enrol(person.session);
    expect(response.statusCode).toBe(201);
    const { secret, otpauth_uri } = response.json().data as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);

    // The secret is sealed at rest.
    const [row] = await t.app.db
      .select()
      .from(totpEnrolments)
      .where(eq(totpEnrolments.userId, person.id));
    expect(row?.sealedSecret).not.toContain(secret);

    const verified = await verify(person.session, codeAt(secret));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toEqual({ required: true, enrolled: true, verified: true });
    expect((await status(person.session)).json().data.verified).toBe(true);

    // Confirmed: no second enrolment (the secret is never handed out again).
    const again = await enrol(person.session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [TOTP_ALREADY_ENROLLED_MESSAGE] });

    // Another device session of the same member must give a code of its own.
    const phone = sessionFrom(await signIn(t.app, person.email as string));
    expect((await status(phone)).json().data).toEqual({
      required: true,
      enrolled: true,
      verified: false,
    });
    nextStep();
    expect((await verify(phone, codeAt(secret))).statusCode).toBe(200);
  });

  it('refuses a wrong code with 503 and a code used once', async () => {
    const person = await enrolled();
    const code = codeAt(person.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expectInvalid(await verify(person.session, wrong));
    expect((await verify(person.session, code)).statusCode).toBe(200);
    expectInvalid(await verify(person.session, code));
    // An older step than the last used one is refused too.
    expectInvalid(await verify(person.session, codeAt(person.secret, -1)));
  });

  it('accepts the codes of one step before and after now, not two', async () => {
    const person = await enrolled();
    expectInvalid(await verify(person.session, codeAt(person.secret, -2)));
    expect((await verify(person.session, codeAt(person.secret, -1))).statusCode).toBe(200);
    expect((await verify(person.session, codeAt(person.secret, 1))).statusCode).toBe(200);
    expectInvalid(await verify(person.session, codeAt(person.secret, 2)));
  });

  it('locks after too many wrong codes, even for the right one, until the window ends', async () => {
    const person = await enrolled();
    const right = codeAt(person.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < TOTP_MAX_ATTEMPTS; i++) expectInvalid(await verify(person.session, wrong));
    const locked = await verify(person.session, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errors: [TOTP_LOCKED_MESSAGE] });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(16 * 60_000);
    expect((await verify(person.session, codeAt(person.secret))).statusCode).toBe(200);
  });

  it('lets a parallel burst of guesses through only up to the limit', async () => {
    const person = await enrolled();
    const right = codeAt(person.secret);
    const guesses = Array.from({ length: 12 }, (_, i) => String(100000 + i * 7919)).filter(
      (guess) => guess !== right,
    );
    const answers = await Promise.all(guesses.map((guess) => verify(person.session, guess)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((code) => code === 503)).toHaveLength(TOTP_MAX_ATTEMPTS);
    expect(statuses.filter((code) => code === 429)).toHaveLength(
      guesses.length - TOTP_MAX_ATTEMPTS,
    );
  });

  it('accepts one code once when it arrives in parallel', async () => {
    const person = await enrolled();
    const code = codeAt(person.secret);
    const answers = await Promise.all([1, 2, 3, 4].map(() => verify(person.session, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 503)).toHaveLength(3);
  });

  it('answers 404 to anyone outside the organisation, 422 before enrolment or for a malformed code', async () => {
    const person = await enrolled();
    const outsider = await member(other);
    expect((await status(outsider.session)).statusCode).toBe(404);
    expect((await enrol(outsider.session)).statusCode).toBe(404);
    expect((await verify(outsider.session, codeAt(person.secret))).statusCode).toBe(404);

    const patient = await signUp(t.app);
    expect((await verify(patient.session, '123456')).statusCode).toBe(404);

    const notYet = await member();
    const response = await verify(notYet.session, '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [TOTP_NOT_ENROLLED_MESSAGE] });
    const malformed = await verify(notYet.session, '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: [TOTP_CODE_FORMAT_MESSAGE] });
  });

  it("lets the organisation's administrator reset an enrolment, and only its own members'", async () => {
    const person = await enrolled();
    expect((await verify(person.session, codeAt(person.secret))).statusCode).toBe(200);
    const admin = await signUp(t.app);
    await grantTestAdmin(t.app, admin.id, organisation.id);
    const otherAdmin = await signUp(t.app);
    await grantTestAdmin(t.app, otherAdmin.id, other.id);
    const reset = (session: ClientSession) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/org-admin/members/${person.user.uuid}/totp`,
        headers: session,
      });

    expect((await reset(otherAdmin.session)).statusCode).toBe(404);
    expect((await reset(person.session)).statusCode).toBe(404);
    expect((await reset(admin.session)).statusCode).toBe(200);
    expect((await status(person.session)).json().data).toEqual({
      required: true,
      enrolled: false,
      verified: false,
    });
    expect((await enrol(person.session)).statusCode).toBe(201);
  });

  it('asks nothing of members whose organisation does not require TOTP', async () => {
    const plain = await createTestOrganisation(t.app.db);
    const person = await member(plain);
    expect((await status(person.session, plain)).json().data).toEqual({
      required: false,
      enrolled: false,
      verified: true,
    });
    expect((await enrol(person.session, plain)).statusCode).toBe(404);
  });
});
