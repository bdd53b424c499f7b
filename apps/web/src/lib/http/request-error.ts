// What callers see of a failed call. Kept free of axios and Zod so that screens can show errors
// without loading the HTTP client (it loads with the first call; see features' api.ts).

export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';
export const TIMEOUT_MESSAGE = 'This is taking longer than usual. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** http: the server answered with an error status; cancelled: the caller aborted the request. */
export type RequestFailureKind = 'http' | 'timeout' | 'network' | 'cancelled';

export class RequestError extends Error {
  readonly kind: RequestFailureKind;
  readonly status: number | undefined;
  /** What to show the user: the server's `{ errors: [...] }`, or a sentence for the failure. */
  readonly messages: string[];
  readonly body: unknown;
  readonly url: string | undefined;

  constructor(init: {
    kind: RequestFailureKind;
    messages: string[];
    status?: number;
    body?: unknown;
    url?: string;
    cause?: unknown;
  }) {
    super(init.messages[0] ?? `Request ${init.kind}`, { cause: init.cause });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.status = init.status;
    this.messages = init.messages;
    this.body = init.body;
    this.url = init.url;
  }
}

/** The messages to show for a failure; none for a cancelled request (ignored silently, SPEC §7). */
export function errorMessagesOf(error: unknown): string[] {
  if (error instanceof RequestError) return error.messages;
  return [GENERIC_ERROR_MESSAGE];
}

export const statusOf = (error: unknown): number | undefined =>
  error instanceof RequestError ? error.status : undefined;

export const isCancelledRequest = (error: unknown): boolean =>
  error instanceof RequestError && error.kind === 'cancelled';
