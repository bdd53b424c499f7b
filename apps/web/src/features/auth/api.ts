import {
  APP_TOKEN_HEADER,
  authResponseSchema,
  CLINICIAN_REFUSED_MESSAGE,
  codeSignInEndpoint,
  crnSignInEndpoint,
  decodeTokenEndpoint,
  forgotPasswordResponseSchema,
  isClinicianUserType,
  partnerSessionEndpoint,
  SECONDARY_PROFILE_TOKEN_HEADER,
  signUpStartedResponseSchema,
  updatePasswordResponseSchema,
  validateTokenResponseSchema,
  type CreatePasswordRequest,
  type DeviceInfo,
  type GoogleSignInRequest,
  type PartnerTokenRequest,
  type OtpSignInVerifyRequest,
  type SignUpRequest,
  type SignUpStarted,
  type SignUpVerifyRequest,
  type UpdatePasswordRequest,
  type User,
  urlOf,
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
    const response = await http.post('customers/authenticate/sign_in', credentials);
    return authResponseSchema.parse(response.data).data;
  });

/** Sign-up, step 1: the details; the answer is the same whether or not they have an account. */
export async function startSignUp(request: SignUpRequest): Promise<SignUpStarted> {
  const response = await http.post('customers/authenticate', request);
  return signUpStartedResponseSchema.parse(response.data);
}

export async function resendSignUpCode(verificationId: string): Promise<SignUpStarted> {
  const response = await http.post('customers/authenticate/resend', {
    verification_id: verificationId,
  });
  return signUpStartedResponseSchema.parse(response.data);
}

/** Sign-up, step 2: the emailed code creates the account and signs this device in. */
export const verifySignUp = (request: SignUpVerifyRequest): Promise<User> =>
  refusingClinicians(async () => {
    const response = await http.post('customers/authenticate/verify', request);
    return authResponseSchema.parse(response.data).data;
  });

/** Sign-in with a code, step 1: the answer is the same whether or not the address has an account. */
export async function startCodeSignIn(login: string): Promise<SignUpStarted> {
  const response = await http.post('customers/authenticate/otp', { login });
  return signUpStartedResponseSchema.parse(response.data);
}

export async function resendSignInCode(verificationId: string): Promise<SignUpStarted> {
  const response = await http.post('customers/authenticate/otp/resend', {
    verification_id: verificationId,
  });
  return signUpStartedResponseSchema.parse(response.data);
}

/** Sign-in with a code, step 2: the code signs this device in. */
export const verifyCodeSignIn = (request: OtpSignInVerifyRequest): Promise<User> =>
  refusingClinicians(async () => {
    const response = await http.post('customers/authenticate/otp/verify', request);
    return authResponseSchema.parse(response.data).data;
  });

/** SPEC §7 Google sign-in: form-urlencoded, Google's credential response plus fixed extras. */
export const googleSignIn = (request: GoogleSignInRequest): Promise<User> =>
  refusingClinicians(async () => {
    const fields = Object.entries(request).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const response = await http.post('customers/authenticate/google', new URLSearchParams(fields), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      // A refused token is Google's answer, not an expired session of this device.
      skipSessionExpiry: true,
    });
    return authResponseSchema.parse(response.data).data;
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
    const response = await http.post('customers/authenticate/create_password', request, {
      skipSessionExpiry: true,
    });
    return authResponseSchema.parse(response.data).data;
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
  await http.delete('authenticate/sign_out', {
    params: removeAll ? { remove_all: 'true' } : {},
    // Logging out with an already ended session is fine: no session-expiry redirect.
    skipSessionExpiry: true,
  });
}

export const validateToken = (deviceInfo: DeviceInfo): Promise<User> =>
  refusingClinicians(async () => {
    const response = await http.get('authenticate/validate_token', {
      params: { device_info: JSON.stringify(deviceInfo) },
    });
    const body = validateTokenResponseSchema.parse(response.data);
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
  const response = await http.post('customers/authenticate/password', {
    email,
    redirect_url: redirectUrl,
  });
  return forgotPasswordResponseSchema.parse(response.data).message;
}

/** Reset with the emailed token, or change with the current password. */
export async function updatePassword(request: UpdatePasswordRequest): Promise<string> {
  const response = await http.put('customers/authenticate/password', request);
  return updatePasswordResponseSchema.parse(response.data).message;
}
