import type { Endpoint } from '../endpoint';
import {
  adminExperimentResponseSchema,
  adminExperimentsResponseSchema,
  experimentAssignmentBodySchema,
  experimentAssignmentResponseSchema,
  experimentChangeBodySchema,
  experimentDefinitionBodySchema,
  experimentParamsSchema,
  remoteConfigResponseSchema,
} from '../telemetry/experiments';

/** Running experiments and their weights, for visitors (SPEC §4 remote config). */
export const remoteConfigEndpoint = {
  method: 'GET',
  path: '/experiments/remote-config',
  response: remoteConfigResponseSchema,
} as const satisfies Endpoint;

/** The person's variant: stored value, override, or a new weighted assignment. */
export const experimentAssignmentEndpoint = {
  method: 'POST',
  path: '/customers/experiments/:name',
  params: experimentParamsSchema,
  body: experimentAssignmentBodySchema,
  response: experimentAssignmentResponseSchema,
} as const satisfies Endpoint;

/** Every experiment with its variants and counts (operator, x-admin-token). */
export const adminExperimentsEndpoint = {
  method: 'GET',
  path: '/admin/experiments',
  response: adminExperimentsResponseSchema,
} as const satisfies Endpoint;

/** Define a new experiment (operator, x-admin-token; 201). */
export const defineExperimentEndpoint = {
  method: 'POST',
  path: '/admin/experiments',
  body: experimentDefinitionBodySchema,
  response: adminExperimentResponseSchema,
} as const satisfies Endpoint;

/** Start or stop an experiment (operator, x-admin-token). */
export const setExperimentActiveEndpoint = {
  method: 'PATCH',
  path: '/admin/experiments/:name',
  params: experimentParamsSchema,
  body: experimentChangeBodySchema,
  response: adminExperimentResponseSchema,
} as const satisfies Endpoint;
