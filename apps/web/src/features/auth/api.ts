import {
  APP_TOKEN_HEADER,
  CLINICIAN_REFUSED_MESSAGE,
  codeSignInEndpoint,
  codeSignInStartEndpoint,
  createPasswordEndpoint,
  type CreatePasswordRequest,
  crnSignInEndpoint,
  decodeTokenEndpoint,
  type DeviceInfo,
  forgotPasswordEndpoint,
  googleSignInEndpoint,
  type GoogleSignInRequest,
  isClinicianUserType,
  type OtpSignInVerifyRequest,
  partnerSessionEndpoint,
  type PartnerTokenRequest,
  resendSignInCodeEndpoint,
  resendSignUpCodeEndpoint,
  SECONDARY_PROFILE_TOKEN_HEADER,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
  type SignUpRequest,
  type SignUpStarted,
  type SignUpVerifyRequest,
  updatePasswordEndpoint,
  type UpdatePasswordRequest,
  urlOf,
  type User,
  validateTokenEndpoint,
  verifyCodeSignInEndpoint,
  verifySignUpEndpoint,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';
import { RequestError } from '../../lib/http/request-error';
import { ClinicianRefusedError } from './clinician';

// SPEC §7 auth calls. Session headers of every response are stored by the HTTP client.

/**
 * SPEC §4: clinicians never get a web session. The server refuses their sign-in with 403; a user
 * reaching the client any other way (a token, an app token) is refused here as well.
 */
async function refusingClinicians(call: () => Promise<User>): Promise<User> {
  let user: User;
  try {
    user = await call();
  } catch (error) {
    if (error instanceof RequestError && error.code === 'clinician_refused') {
      throw new ClinicianRefusedError(CLINICIAN_REFUSED_MESSAGE, { cause: error });
    }
    throw error;
  }
  if (isClinicianUserType(user.usertype))
    throw new ClinicianRefusedError(CLINICIAN_REFUSED_MESSAGE);
  return user;
}

export const signIn = (credentials: { login: string; password: string }): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(signInEndpoint, { body: credentials })).data;
  });

/** Sign-up, step 1: the details; the answer is the same whether or not they have an account. */
export async function startSignUp(request: SignUpRequest): Promise<SignUpStarted> {
  return call(signUpEndpoint, { body: request });
}

export async function resendSignUpCode(verificationId: string): Promise<SignUpStarted> {
  return call(resendSignUpCodeEndpoint, { body: { verification_id: verificationId } });
}

/** Sign-up, step 2: the emailed code creates the account and signs this device in. */
export const verifySignUp = (request: SignUpVerifyRequest): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(verifySignUpEndpoint, { body: request })).data;
  });

/** Sign-in with a code, step 1: the answer is the same whether or not the address has an account. */
export async function startCodeSignIn(login: string): Promise<SignUpStarted> {
  return call(codeSignInStartEndpoint, { body: { login } });
}

export async function resendSignInCode(verificationId: string): Promise<SignUpStarted> {
  return call(resendSignInCodeEndpoint, { body: { verification_id: verificationId } });
}

/** Sign-in with a code, step 2: the code signs this device in. */
export const verifyCodeSignIn = (request: OtpSignInVerifyRequest): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(verifyCodeSignInEndpoint, { body: request })).data;
  });

/** SPEC §7 Google sign-in: form-urlencoded, Google's credential response plus fixed extras. */
export const googleSignIn = (request: GoogleSignInRequest): Promise<User> =>
  refusingClinicians(async () => {
    const fields = Object.entries(request).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    // Form-urlencoded as SPEC §7 has it, so not `call` (which sends JSON).
    const response = await http.post(urlOf(googleSignInEndpoint), new URLSearchParams(fields), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      // A refused token is Google's answer, not an expired session of this device.
      skipSessionExpiry: true,
    });
    return googleSignInEndpoint.response.parse(response.data).data;
  });

/** SPEC §7 partner_sessions: an organisation's partner token signs its member in. */
export const partnerSignIn = (request: PartnerTokenRequest): Promise<User> =>
  refusingClinicians(async () => {
    // A refused token is the partner's failure, not an expired session of this device.
    return (await call(partnerSessionEndpoint, { body: request, skipSessionExpiry: true })).data;
  });

/** /auth/create-password: the first password of an account made without one, then signed in. */
export const createPassword = (request: CreatePasswordRequest): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(createPasswordEndpoint, { body: request, skipSessionExpiry: true })).data;
  });

/** SPEC §4 start-up case 2: a one-time code from a link signs this device in. */
export const codeSignIn = (code: string): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(codeSignInEndpoint, { body: { code }, skipSessionExpiry: true })).data;
  });

/** SPEC §7 kli_auto_login: an insurer's customer number signs its linked member in (422: not). */
export const crnSignIn = (crn: string): Promise<User> =>
  refusingClinicians(async () => {
    return (await call(crnSignInEndpoint, { body: { crn }, skipSessionExpiry: true })).data;
  });

/** Ends this device's session, or every device of the user with removeAll. */
export async function signOut(removeAll: boolean): Promise<void> {
  await call(signOutEndpoint, {
    query: removeAll ? { remove_all: 'true' } : {},
    // Logging out with an already ended session is fine: no session-expiry redirect.
    skipSessionExpiry: true,
  });
}

export const validateToken = (deviceInfo: DeviceInfo): Promise<User> =>
  refusingClinicians(async () => {
    const body = await call(validateTokenEndpoint, {
      query: { device_info: JSON.stringify(deviceInfo) },
    });
    if (!body.success) throw new Error('The session is not valid.');
    return body.data;
  });

/** SPEC §4 case 5: the server exchanges a native shell's app token for a session. */
export async function decodeAppToken(
  appToken: string,
): Promise<{ user: User; secondaryToken: string | undefined }> {
  let secondaryToken: string | undefined;
  const user = await refusingClinicians(async () => {
    const response = await http.post(urlOf(decodeTokenEndpoint), null, {
      headers: { [APP_TOKEN_HEADER]: appToken },
    });
    const secondary: unknown = response.headers[SECONDARY_PROFILE_TOKEN_HEADER];
    secondaryToken = typeof secondary === 'string' && secondary ? secondary : undefined;
    return decodeTokenEndpoint.response.parse(response.data).data;
  });
  return { user, secondaryToken };
}

export async function requestPasswordReset(email: string, redirectUrl: string): Promise<string> {
  const body = { email, redirect_url: redirectUrl };
  return (await call(forgotPasswordEndpoint, { body })).message;
}

/** Reset with the emailed token, or change with the current password. */
export async function updatePassword(request: UpdatePasswordRequest): Promise<string> {
  return (await call(updatePasswordEndpoint, { body: request })).message;
}
