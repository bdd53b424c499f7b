import { genericErrorCode, type ErrorCode, type ErrorResponse } from '@kaizen/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseLiveness } from '../db/liveness';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-errors';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again shortly.';
const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503 (the pool reconnects on the next request). */
const DATABASE_RETRY_AFTER_SECONDS = '5';

/**
 * PostgreSQL error codes that mean the client sent something the data cannot hold. Services
 * catch the ones they expect for a specific message; these are the fallbacks so that a client
 * mistake is never a 500.
 */
const constraintStatus: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '23505': { status: 409, code: 'already_exists', message: 'This record already exists.' },
  '23P01': {
    status: 409,
    code: 'overlaps_existing',
    message: 'This conflicts with an existing record.',
  },
  '23503': {
    status: 422,
    code: 'missing_reference',
    message: 'A referenced record does not exist.',
  },
  '23514': { status: 422, code: 'invalid_value', message: 'A value is out of the allowed range.' },
  '23502': { status: 422, code: 'invalid_value', message: 'A required value is missing.' },
  '22P02': { status: 422, code: 'invalid_value', message: 'A value has the wrong format.' },
  '22001': { status: 422, code: 'invalid_value', message: 'A value is too long.' },
  '22003': { status: 422, code: 'invalid_value', message: 'A number is out of range.' },
  '22007': { status: 422, code: 'invalid_value', message: 'A date has the wrong format.' },
  '22008': { status: 422, code: 'invalid_value', message: 'A date is out of range.' },
  '22021': {
    status: 422,
    code: 'invalid_value',
    message: 'Text cannot contain control characters.',
  },
  '22P05': {
    status: 422,
    code: 'invalid_value',
    message: 'Text cannot contain control characters.',
  },
  '54000': { status: 422, code: 'invalid_value', message: 'A value is too large.' },
};

/** The code of a PostgreSQL error, also when Drizzle wraps it in a cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Answers a page request (GET or HEAD outside /api/) that no route matched: the web app's SPA
 * fallback. Returns the reply when it answered, undefined to leave it to the JSON 404.
 */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

const isApiPath = (url: string): boolean => /^\/api(\/|\?|$)/.test(url);

/**
 * What answers a request no route matched. Unknown API routes always get the JSON 404 in the one
 * error shape; page requests go to the web app first when one is served (see plugins/web-pages/web-app).
 */
export function registerNotFoundHandler(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pageFallback && isPageRequest && !isApiPath(request.url)) {
      const answered = pageFallback(request, reply);
      if (answered) return answered;
    }
    return reply
      .code(404)
      .send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}.`));
  });
}

/** The one error shape with the generic code of its status (contracts error-codes.ts). */
const errorBody = (status: number, message: string): ErrorResponse => ({
  errors: [message],
  code: genericErrorCode(status),
});

/** A field path as the client's forms name it: `/name/first` → `name.first` (root: none). */
const fieldPath = (instancePath: string): string =>
  instancePath.split('/').filter(Boolean).join('.');

/**
 * One error shape for the whole API: `{ errors: [message, ...], code, fields? }` with the right
 * status. Clients act upon `code` and `fields`, never the texts (issue 17).
 */
export function registerErrorHandling(app: FastifyInstance, liveness?: DatabaseLiveness): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorResponse = { errors: error.messages, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field: an empty email is "required", not also "invalid".
      const firstPerField = new Map<string, string>();
      for (const issue of error.validation) {
        if (!firstPerField.has(issue.instancePath))
          firstPerField.set(issue.instancePath, issue.message ?? 'Invalid value.');
      }
      const fields: Record<string, string> = {};
      for (const [instancePath, message] of firstPerField) {
        const path = fieldPath(instancePath);
        if (path) fields[path] = message;
      }
      const body: ErrorResponse = {
        errors: [...new Set(firstPerField.values())],
        code: 'invalid_input',
      };
      if (Object.keys(fields).length > 0) body.fields = fields;
      return reply.code(422).send(body);
    }
    const pgCode = postgresErrorCode(error);
    const mapped = pgCode ? constraintStatus[pgCode] : undefined;
    if (mapped) {
      request.log.info({ pgCode }, 'constraint violation answered as client error');
      return reply
        .code(mapped.status)
        .send({ errors: [mapped.message], code: mapped.code } satisfies ErrorResponse);
    }
    if (request.raw.destroyed || reply.raw.destroyed) {
      // The client hung up (closed the tab, lost its network) before we answered: nobody is
      // there to read an answer, and nothing is wrong with the server.
      request.log.info({ code: error.code }, 'client closed the connection before the answer');
      return reply.code(400).send(errorBody(400, 'The request was not received whole.'));
    }
    if (isDatabaseUnavailable(error)) {
      // Not the client's fault and not a bug: the database went away (restart, failover, cut
      // link). Nothing was committed by this request; the next one gets a fresh connection.
      // The health check asks the database again on its next call instead of trusting its last
      // answer (db/liveness.ts).
      liveness?.suspect();
      request.log.warn({ reason: describeDatabaseError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(errorBody(429, TOO_MANY_REQUESTS_MESSAGE));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.code(status).send(errorBody(status, clientErrorMessage(error)));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    default:
      return error.message;
  }
}
