import type { Endpoint } from '../endpoint';
import {
  addMemberRequestSchema,
  profileDoneResponseSchema,
  profileResponseSchema,
  profilesResponseSchema,
  profileUuidParamsSchema,
  registrationFormRequestSchema,
  registrationFormResponseSchema,
} from '../profiles';

// The profiles of an account (SPEC §3, §7 multi-profile) and the registration form (SPEC §2).

/** The account's profiles: the account holder, then the members they care for. */
export const profilesEndpoint = {
  method: 'GET',
  path: '/profiles',
  response: profilesResponseSchema,
} as const satisfies Endpoint;

/** Add a member the account holder cares for (answers 201). */
export const addMemberEndpoint = {
  method: 'POST',
  path: '/profiles',
  body: addMemberRequestSchema,
  response: profileResponseSchema,
} as const satisfies Endpoint;

/** Remove a member from the account (their records are retained). */
export const removeMemberEndpoint = {
  method: 'DELETE',
  path: '/profiles/:uuid',
  params: profileUuidParamsSchema,
  response: profileDoneResponseSchema,
} as const satisfies Endpoint;

/** Switch to a member: the token comes back in the secondary-profile-access-token header. */
export const profileSessionEndpoint = {
  method: 'POST',
  path: '/profiles/:uuid/session',
  params: profileUuidParamsSchema,
  response: profileResponseSchema,
} as const satisfies Endpoint;

/** Switch back to the account holder's own profile on this device (SPEC §7). */
export const endProfileSessionEndpoint = {
  method: 'DELETE',
  path: '/profiles/session',
  response: profileDoneResponseSchema,
} as const satisfies Endpoint;

/** What the registration form has on record (SPEC §2 registration-form). */
export const registrationFormEndpoint = {
  method: 'GET',
  path: '/customers/registration_form',
  response: registrationFormResponseSchema,
} as const satisfies Endpoint;

/** Complete or correct the registration form. */
export const saveRegistrationFormEndpoint = {
  method: 'PUT',
  path: '/customers/registration_form',
  body: registrationFormRequestSchema,
  response: registrationFormResponseSchema,
} as const satisfies Endpoint;
