import type { Endpoint } from '../endpoint';
import { contactBodySchema, contactResponseSchema, type ContactKind } from '../contacts';

// One address per kind of contact (SPEC §7), each read, saved and removed the same way.

export const emergencyContactEndpoint = {
  method: 'GET',
  path: '/customers/emergency_contact',
  response: contactResponseSchema,
} as const satisfies Endpoint;
export const saveEmergencyContactEndpoint = {
  method: 'PUT',
  path: '/customers/emergency_contact',
  body: contactBodySchema,
  response: contactResponseSchema,
} as const satisfies Endpoint;
export const removeEmergencyContactEndpoint = {
  method: 'DELETE',
  path: '/customers/emergency_contact',
  response: contactResponseSchema,
} as const satisfies Endpoint;

export const parentContactEndpoint = {
  method: 'GET',
  path: '/customers/parent_contact',
  response: contactResponseSchema,
} as const satisfies Endpoint;
export const saveParentContactEndpoint = {
  method: 'PUT',
  path: '/customers/parent_contact',
  body: contactBodySchema,
  response: contactResponseSchema,
} as const satisfies Endpoint;
export const removeParentContactEndpoint = {
  method: 'DELETE',
  path: '/customers/parent_contact',
  response: contactResponseSchema,
} as const satisfies Endpoint;

/** Each kind's read, save and remove. */
export const CONTACT_ENDPOINTS = {
  emergency_contact: {
    read: emergencyContactEndpoint,
    save: saveEmergencyContactEndpoint,
    remove: removeEmergencyContactEndpoint,
  },
  parent_contact: {
    read: parentContactEndpoint,
    save: saveParentContactEndpoint,
    remove: removeParentContactEndpoint,
  },
} as const satisfies Record<ContactKind, Record<'read' | 'save' | 'remove', Endpoint>>;
