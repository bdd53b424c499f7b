import type { ErrorCode, ErrorFields } from '@kaizen/contracts';

// What callers see of a failed call. Kept free of axios and Zod so that screens can show errors
// without loading the HTTP client (it loads with the first call; see features' api.ts).

export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';
export const TIMEOUT_MESSAGE = 'This is taking longer than usual. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** http: the server answered with an error status; cancelled: the caller aborted the request. */
type RequestFailureKind = 'http' | 'timeout' | 'network' | 'cancelled';

export class RequestError extends Error {
  readonly kind: RequestFailureKind;
  readonly status: number | undefined;
  /** What to show the user: the server's `{ errors: [...] }`, or a sentence for the failure. */
  readonly messages: string[];
  /** What to act upon (contracts error-codes.ts): never the texts. None when no server answered. */
  readonly code: ErrorCode | undefined;
  /** The server's refusals by input (`partner_email` → message), to show under those fields. */
  readonly fields: ErrorFields;
  readonly body: unknown;
  readonly url: string | undefined;

  constructor(init: {
    kind: RequestFailureKind;
    messages: string[];
    status?: number;
    code?: ErrorCode;
    fields?: ErrorFields;
    body?: unknown;
    url?: string;
    cause?: unknown;
  }) {
    super(init.messages[0] ?? `Request ${init.kind}`, { cause: init.cause });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.status = init.status;
    this.messages = init.messages;
    this.code = init.code;
    this.fields = init.fields ?? {};
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

const errorCodeOf = (error: unknown): ErrorCode | undefined =>
  error instanceof RequestError ? error.code : undefined;

/** A server refusal as a flow reads it: what happened (`code`), what to show, and where. */
export interface Refusal {
  status: number | undefined;
  code: ErrorCode | undefined;
  messages: string[];
  fields: ErrorFields;
}

export const refusalOf = (error: unknown): Refusal => ({
  status: statusOf(error),
  code: errorCodeOf(error),
  messages: errorMessagesOf(error),
  fields: error instanceof RequestError ? error.fields : {},
});

export const isCancelledRequest = (error: unknown): boolean =>
  error instanceof RequestError && error.kind === 'cancelled';
