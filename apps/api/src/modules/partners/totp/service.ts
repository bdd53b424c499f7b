import {
  REQUIRE_TOTP_FLAG,
  TOTP_ALREADY_ENROLLED_MESSAGE,
  TOTP_INVALID_CODE_ALERT,
  TOTP_LOCKED_MESSAGE,
  TOTP_NOT_ENROLLED_MESSAGE,
  type TotpEnrolment,
  type TotpStatus,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import {
  conflict,
  HttpError,
  notFound,
  tooManyRequests,
  unprocessable,
} from '../../../lib/http-errors';
import type { AuthenticatedUser } from '../../../plugins/authenticate';
import { findTenantByUuid, partnerMetaInfo } from '../../organisations/service';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './secrets';
import {
  acceptStep,
  claimAttempt,
  findEnrolment,
  markSessionVerified,
  resetEnrolment,
  sessionIsVerified,
  startEnrolment,
} from './queries';

// Partner TOTP (issue 10; SPEC §5, §7, §8). An organisation that sets `require_totp` asks its
// members for a code from their authenticator app on each new device session before the
// dashboard shows what it sponsors. A member enrols once (QR code, secret shown once, confirmed
// by a first code); the organisation's console resets a lost enrolment. Only members of the
// organisation named by {company} get anything: everyone else 404.

/** SPEC §8 says a wrong code answers 503 (the web shows the alert 'Invalid verification code'). */
const invalidCode = () => new HttpError(503, [TOTP_INVALID_CODE_ALERT]);

type Member = Pick<AuthenticatedUser, 'id' | 'email' | 'organisationId' | 'deviceSessionId'>;

async function membership(db: Database, user: Member, company: string) {
  const meta = await partnerMetaInfo(db, company);
  const tenant = await findTenantByUuid(db, meta.company_profile.uuid);
  if (!tenant || user.organisationId !== tenant.id) throw notFound();
  return {
    key: { organisationId: tenant.id, userId: user.id },
    name: tenant.name,
    required: meta.feature_flags[REQUIRE_TOTP_FLAG] === true,
  };
}

export async function totpStatus(db: Database, user: Member, company: string): Promise<TotpStatus> {
  const { key, required } = await membership(db, user, company);
  const enrolment = await findEnrolment(db, key);
  const enrolled = Boolean(enrolment?.confirmedAt);
  const verified =
    !required ||
    (enrolled && (await sessionIsVerified(db, { ...key, deviceSessionId: user.deviceSessionId })));
  return { required, enrolled, verified };
}

/** A new secret for the member's authenticator app, returned this once; 409 once confirmed. */
export async function enrolTotp(
  db: Database,
  sealingKey: string,
  user: Member,
  company: string,
  now: Date,
): Promise<TotpEnrolment> {
  const { key, name, required } = await membership(db, user, company);
  if (!required) throw notFound();
  const secret = newTotpSecret();
  if (!(await startEnrolment(db, key, sealTotpSecret(sealingKey, secret), now))) {
    throw conflict(TOTP_ALREADY_ENROLLED_MESSAGE);
  }
  return { secret, otpauth_uri: otpauthUri(secret, `Kaizen · ${name}`, user.email) };
}

/**
 * POST verify_totp_code: a right code (now ±1 step, never used before) verifies this device
 * session and confirms a new enrolment. Each attempt counts before the code is checked; the
 * TOTP_MAX_ATTEMPTS-th wrong one locks the member out for a while (429).
 */
export async function verifyTotpCode(
  db: Database,
  sealingKey: string,
  user: Member,
  company: string,
  code: string,
  now: Date,
): Promise<TotpStatus> {
  const { key, required } = await membership(db, user, company);
  const enrolment = await findEnrolment(db, key);
  if (!enrolment) throw unprocessable(TOTP_NOT_ENROLLED_MESSAGE);
  const claimed = await claimAttempt(db, key, now);
  if (!claimed) {
    const wait = ((enrolment.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000;
    throw tooManyRequests(TOTP_LOCKED_MESSAGE, Math.ceil(wait));
  }
  const step = matchingStep(openTotpSecret(sealingKey, claimed.sealedSecret), code, now);
  if (step === null || !(await acceptStep(db, key, step, now))) throw invalidCode();
  await markSessionVerified(db, { ...key, deviceSessionId: user.deviceSessionId }, now);
  return { required, enrolled: true, verified: true };
}

/** The console: a member who lost their authenticator enrols again; 404 for no enrolment. */
export async function resetMemberTotp(
  db: Database,
  organisationId: number,
  memberUuid: string,
): Promise<void> {
  if (!(await resetEnrolment(db, organisationId, memberUuid))) throw notFound();
}
