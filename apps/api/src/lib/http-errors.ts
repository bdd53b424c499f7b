/**
 * Errors a service throws to answer the client. The error plugin turns them into the one error
 * shape `{ errors: [...] }` with this status. Anything else becomes a 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.join(' '));
  }
}

export const badRequest = (message: string) => new HttpError(400, [message]);
export const unauthorized = (message = 'You need to sign in or sign up before continuing.') =>
  new HttpError(401, [message]);
export const forbidden = (message: string) => new HttpError(403, [message]);
/** Also the answer for records the caller may not see: never reveal that they exist. */
export const notFound = (message = 'Not found.') => new HttpError(404, [message]);
export const conflict = (message: string) => new HttpError(409, [message]);
export const unprocessable = (...messages: string[]) => new HttpError(422, messages);
/** A per-account limit was reached; Retry-After says when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, [message], { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
