import { genericErrorCode, type ErrorCode, type ErrorFields } from '@kaizen/contracts';

/**
 * Errors a service throws to answer the client. The error plugin turns them into the one error
 * shape `{ errors: [...], code, fields? }` with this status. Anything else becomes a 500 without
 * details. `code` defaults to the generic of the status; a refusal the client acts upon passes
 * its own (contracts error-codes.ts), and one about an input names it in `fields`.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
    readonly fields?: ErrorFields,
  ) {
    super(messages.join(' '));
    this.code = code ?? genericErrorCode(statusCode);
  }
}

export const unauthorized = (
  message = 'You need to sign in or sign up before continuing.',
  code?: ErrorCode,
) => new HttpError(401, [message], {}, code);
export const forbidden = (message: string, code?: ErrorCode) =>
  new HttpError(403, [message], {}, code);
/** Also the answer for records the caller may not see: never reveal that they exist. */
export const notFound = (message = 'Not found.', code?: ErrorCode) =>
  new HttpError(404, [message], {}, code);
export const conflict = (message: string, code?: ErrorCode) =>
  new HttpError(409, [message], {}, code);
export const unprocessable = (...messages: string[]) => new HttpError(422, messages);
/** A 422 about one input (or a specific situation): shown under that field by the web. */
export const unprocessableField = (message: string, code: ErrorCode, field?: string) =>
  new HttpError(422, [message], {}, code, field ? { [field]: message } : undefined);
/** A per-account limit was reached; Retry-After says when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, [message], { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
