import {
  CLINICIAN_PLATFORM_HEADER_VALUE,
  PLATFORM_HEADER,
  PLATFORM_HEADER_VALUE,
} from '@kaizen/contracts';
import type { FastifyRequest } from 'fastify';
import type { PlatformRule } from './admission';

/** Who the calling platform admits: the web refuses clinicians, their workspace admits only them. */
export const platformRuleOf = (request: FastifyRequest): PlatformRule => ({
  refuseClinicians: request.headers[PLATFORM_HEADER] === PLATFORM_HEADER_VALUE,
  onlyClinicians: request.headers[PLATFORM_HEADER] === CLINICIAN_PLATFORM_HEADER_VALUE,
});
