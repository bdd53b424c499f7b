import { urlOf, type Endpoint, type PathParamsArg } from '@kaizen/contracts';
import type { AxiosRequestConfig } from 'axios';
import type { z, ZodType } from 'zod';
import { http } from './client';

type Schema<S> = S extends ZodType ? S : never;

/** What a call of an endpoint needs: its path parameters, body and query as its contract says. */
type CallInput<E extends Endpoint> = (PathParamsArg<E['path']> extends [infer Params]
  ? { params: Params }
  : { params?: never }) &
  (E['body'] extends ZodType ? { body: z.input<Schema<E['body']>> } : { body?: never }) &
  (E['query'] extends ZodType ? { query?: z.input<Schema<E['query']>> } : { query?: never }) &
  Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

/** The 200 answer of an endpoint, as its response schema gives it. */
type Answer<E extends Endpoint> = E['response'] extends ZodType
  ? z.output<Schema<E['response']>>
  : unknown;

type Args<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const addressOf = urlOf as (endpoint: Endpoint, params?: unknown) => string;

/**
 * Calls an API endpoint from its contract (issue 17) with the app's HTTP client: the method and
 * address come from the contract, the answer is checked by its response schema (a malformed
 * answer is an error, never data shown as if it were right).
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<Answer<E>> {
  const { params, body, query, ...config } = (input ?? {}) as {
    params?: unknown;
    body?: unknown;
    query?: unknown;
  };
  const response = await http.request({
    ...config,
    method: endpoint.method,
    url: addressOf(endpoint, params),
    params: query,
    data: body,
  });
  return (endpoint.response ? endpoint.response.parse(response.data) : response.data) as Answer<E>;
}
