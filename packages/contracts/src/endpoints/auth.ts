import type { Endpoint } from '../endpoint';
import {
  authResponseSchema,
  createPasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  signInRequestSchema,
  signOutQuerySchema,
  signOutResponseSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
  validateTokenQuerySchema,
  validateTokenResponseSchema,
} from '../auth/auth';
import { googleSignInRequestSchema } from '../auth/google-sign-in';
import {
  otpSignInRequestSchema,
  otpSignInResendRequestSchema,
  otpSignInVerifyRequestSchema,
} from '../auth/sign-in-codes';
import {
  signUpResendRequestSchema,
  signUpStartedResponseSchema,
  signUpVerifyRequestSchema,
} from '../auth/sign-up-codes';

// SPEC §7 sign-up, sign-in, the device session and passwords. Every answer that signs a device in
// is `authResponseSchema` with the session in the response headers (SESSION_HEADERS).

/** Sign in with email or mobile number and password. */
export const signInEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/sign_in',
  body: signInRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** Ends this device's session, or every device of the user (`remove_all`). */
export const signOutEndpoint = {
  method: 'DELETE',
  path: '/authenticate/sign_out',
  query: signOutQuerySchema,
  response: signOutResponseSchema,
} as const satisfies Endpoint;

/** The signed-in user again, with the device's details recorded (SPEC §4 start-up). */
export const validateTokenEndpoint = {
  method: 'GET',
  path: '/authenticate/validate_token',
  query: validateTokenQuerySchema,
  response: validateTokenResponseSchema,
} as const satisfies Endpoint;

/** Sign-up, step 1: the details; 202 and the same answer whether or not the address is taken. */
export const signUpEndpoint = {
  method: 'POST',
  path: '/customers/authenticate',
  body: signUpRequestSchema,
  response: signUpStartedResponseSchema,
} as const satisfies Endpoint;

export const resendSignUpCodeEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/resend',
  body: signUpResendRequestSchema,
  response: signUpStartedResponseSchema,
} as const satisfies Endpoint;

/** Sign-up, step 2: the emailed code creates the account and signs the device in. */
export const verifySignUpEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/verify',
  body: signUpVerifyRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** Sign-in with a code, step 1 (202, the same answer whether or not there is an account). */
export const codeSignInStartEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/otp',
  body: otpSignInRequestSchema,
  response: signUpStartedResponseSchema,
} as const satisfies Endpoint;

export const resendSignInCodeEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/otp/resend',
  body: otpSignInResendRequestSchema,
  response: signUpStartedResponseSchema,
} as const satisfies Endpoint;

/** Sign-in with a code, step 2: the code signs the device in. */
export const verifyCodeSignInEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/otp/verify',
  body: otpSignInVerifyRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** Google sign-in (SPEC §7): form-urlencoded from the web, JSON accepted too. */
export const googleSignInEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/google',
  body: googleSignInRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** The first password of an account made without one (a secret link), then signed in. */
export const createPasswordEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/create_password',
  body: createPasswordRequestSchema,
  response: authResponseSchema,
} as const satisfies Endpoint;

/** Forgotten password: emails a reset link (the same answer whether or not there is an account). */
export const forgotPasswordEndpoint = {
  method: 'POST',
  path: '/customers/authenticate/password',
  body: forgotPasswordRequestSchema,
  response: forgotPasswordResponseSchema,
} as const satisfies Endpoint;

/** Reset with the emailed token, or change with the current password (then signed in). */
export const updatePasswordEndpoint = {
  method: 'PUT',
  path: '/customers/authenticate/password',
  body: updatePasswordRequestSchema,
  response: updatePasswordResponseSchema,
} as const satisfies Endpoint;
