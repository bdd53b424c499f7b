import {
  ACCESS_TOKEN_HEADER,
  APP_TOKEN_HEADER,
  CLIENT_HEADER,
  UID_HEADER,
} from '@kaizen/contracts';
import fc from 'fast-check';

// Malformed requests for every route of the API, generated with fast-check from its OpenAPI
// document (issue 8): wrong types, control characters, out-of-range numbers and dates, broken
// JSON, undecodable paths, foreign ids, with and without a session. The API must answer each with
// something other than a 5xx. Used by fuzz.test.ts (through app.inject, a bounded count in
// `npm test`, on both databases) and by the bench (over HTTP against the built server, 10,000+).

export interface FuzzRoute {
  method: string;
  /** OpenAPI path template, `{name}` for parameters. */
  path: string;
  queryNames: string[];
  bodyNames: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Already serialised: malformed JSON is one of the cases. */
  body?: string;
  route: string;
}

/** The session headers of a signed-in user (SPEC §7), or none. */
export type SessionHeaders = Record<string, string>;

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** Routes the OpenAPI document hides (HTML pages and the session host) that take input too. */
const HIDDEN_ROUTES: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/session/{bookingId}/{payload}/{platform}',
    queryNames: [],
    bodyNames: [],
  },
  {
    method: 'GET',
    path: '/api/payments/test-gateway/checkout/{paymentId}',
    queryNames: [],
    bodyNames: [],
  },
  {
    method: 'POST',
    path: '/api/payments/test-gateway/checkout/{paymentId}/{outcome}',
    queryNames: [],
    bodyNames: [],
  },
  {
    method: 'GET',
    path: '/api/payments/razorpay/checkout/{paymentId}',
    queryNames: [],
    bodyNames: [],
  },
  {
    method: 'POST',
    path: '/api/payments/razorpay/callback/{paymentId}',
    queryNames: [],
    bodyNames: ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'],
  },
];

/** Every property name a JSON schema (or its anyOf/oneOf/allOf branches) declares. */
function propertyNames(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 4) return [];
  const node = schema as Record<string, unknown>;
  const own =
    node.properties && typeof node.properties === 'object' ? Object.keys(node.properties) : [];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(node[key])
      ? (node[key] as unknown[]).flatMap((branch) => propertyNames(branch, depth + 1))
      : [],
  );
  return [...new Set([...own, ...branches])];
}

/** The routes of an OpenAPI document, plus the hidden ones. */
export function routesOf(document: {
  paths?: Record<string, Record<string, unknown>>;
}): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = value as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyNames: propertyNames(operation.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return [...routes, ...HIDDEN_ROUTES];
}

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '%',
  '%00',
  '%E0%A4%A',
  "' or '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30T10:00:00Z',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\ud800',
  '🧠'.repeat(300),
  'x'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
];

const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer().map(String),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 53, -(2 ** 63), 1e308)),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 5 }) },
);

/** A path segment, percent-encoded (a lone surrogate cannot be: then it goes raw-encoded). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const segment = fc.oneof(
  { weight: 5, arbitrary: nastyText.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', '%2F', 'a%00b') },
);

function bodyFor(route: FuzzRoute): fc.Arbitrary<string | undefined> {
  const declared =
    route.bodyNames.length > 0
      ? fc
          .subarray(route.bodyNames, { minLength: 0 })
          .chain((names) =>
            fc
              .tuple(...names.map(() => nastyValue))
              .map((values) =>
                JSON.stringify(Object.fromEntries(names.map((name, i) => [name, values[i]]))),
              ),
          )
      : fc.constant(JSON.stringify({}));
  return fc.oneof(
    { weight: 5, arbitrary: declared },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'nul', '\u0000', '{"__proto__":{"x":1}}'),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function queryFor(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...route.queryNames, 'extra', 'device_info', 'from', 'to', 'cursor'];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), nastyText), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, value]) => `${name}=${encodeSegment(value)}`).join('&')}`,
    );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
];

/** One malformed request to one of `routes`, signed in with `session` about half the time. */
export function fuzzRequest(
  routes: FuzzRoute[],
  session: SessionHeaders,
): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    fc
      .record({
        segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
        query: queryFor(route),
        body: bodyFor(route),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        auth: fc.constantFrom('session', 'none', 'garbage'),
      })
      .map(({ segments, query, body, contentType, auth }) => {
        let index = 0;
        const path = route.path.replace(
          /\{[^}]+\}/g,
          () => segments[index++ % segments.length] ?? '',
        );
        const headers: Record<string, string> = {};
        if (auth === 'session') Object.assign(headers, session);
        if (auth === 'garbage') {
          Object.assign(headers, {
            [ACCESS_TOKEN_HEADER]: 'x',
            [CLIENT_HEADER]: 'not-a-device',
            [UID_HEADER]: 'nobody',
            [APP_TOKEN_HEADER]: 'a.b.c',
          });
        }
        const sendsBody = body !== undefined && route.method !== 'GET' && route.method !== 'DELETE';
        if (sendsBody) headers['content-type'] = contentType;
        return {
          method: route.method,
          url: `${path}${query}`,
          headers,
          ...(sendsBody ? { body } : {}),
          route: `${route.method} ${route.path}`,
        };
      }),
  );
}
