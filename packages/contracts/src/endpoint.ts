import type { z } from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint as both apps see it (issue 17): its method, its path under `/api` in
 * Fastify's form (`/providers/:uuid`), and the schemas of what goes in and what comes back with
 * 200. The API registers the route from it (`app.get(endpoint.path, { schema: { body:
 * endpoint.body, ... } })`) and the web calls it with `call` or `urlOf`, so a path is spelled once.
 * Endpoints are plain object literals (`satisfies Endpoint`, never built by a function), so a web
 * bundle keeps only the ones it calls.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The success answer (200, or the route's 201 or 202); absent for an answer the client does
   * not read as JSON (a file).
   */
  readonly response?: z.ZodType;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** No argument for a path without parameters, the parameters otherwise. */
export type PathParamsArg<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: PathParams<P>];

/**
 * The endpoint's address relative to the API base (`providers/ab%2Fc` for `/providers/:uuid`),
 * each parameter encoded, as the web's HTTP client (base `/api`) takes it.
 */
export function urlOf<P extends string>(
  endpoint: { readonly path: P },
  ...[params]: PathParamsArg<P>
): string {
  const values = params as Record<string, string | number> | undefined;
  return endpoint.path
    .slice(1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values?.[name])));
}
