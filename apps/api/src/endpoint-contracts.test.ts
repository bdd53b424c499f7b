import * as contracts from '@kaizen/contracts';
import type { Endpoint } from '@kaizen/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { DOCUMENT_ROUTES } from './test/document-routes';
import { appWithRoutes, RAZORPAY_ROUTES, type SeenRoute } from './test/registered-routes';

// Issue 17: every API endpoint is described once, in packages/contracts/src/endpoints/, and both
// apps build their routes and calls from that description. This checks the contracts against the
// routes the API really registers, and greps both apps for a path spelled out by hand.

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  METHODS.has((value as Endpoint).method) &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).path.startsWith('/');

const endpoints: [string, Endpoint][] = Object.entries(
  contracts as Record<string, unknown>,
).flatMap(([name, value]) => (isEndpoint(value) ? [[name, value] as [string, Endpoint]] : []));
const keyOf = (endpoint: Endpoint) => `${endpoint.method} /api${endpoint.path}`;

let apps: { app: App; seen: SeenRoute[] }[] = [];
let registered = new Set<string>();
beforeAll(async () => {
  apps = [await appWithRoutes({}), await appWithRoutes(RAZORPAY_ROUTES)];
  registered = new Set(
    apps.flatMap(({ seen }) =>
      seen
        .map(({ key }) => key)
        .filter((key) => / \/api\//.test(key) && !key.startsWith('OPTIONS')),
    ),
  );
});
afterAll(async () => {
  await Promise.all(apps.map(({ app }) => app.close()));
});

/** A path's pattern: a parameter may be any one segment, or a `${...}` of a template literal. */
function patternOf(path: string): RegExp {
  const segments = path
    .slice(1)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^(?:/api)?/?${segments.join('/')}/?$`);
}

const root = join(import.meta.dirname, '..', '..', '..');
const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) || /\/test\//.test(path) || /test-support\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestFile(path) ? [path] : [];
  });
}

/**
 * String and template literals that may be an API address: ones with a slash, and any literal
 * handed to an HTTP call or a route registration (`http.get('referrals')`).
 */
function addressLiterals(source: string): string[] {
  const found: string[] = [];
  // A Redux action type ('providers/load') is named like a path but is not an address.
  const code = source.replace(/createAsyncThunk(?:<[^(]*>)?\(\s*(['"`])[^'"`\n]*\1/g, '');
  const literal =
    /(\.(?:get|post|put|patch|delete|request)\(\s*)?(['"`])((?:\\.|(?!\2)[^\\\n])*)\2/g;
  for (const [, call, , text = ''] of code.matchAll(literal)) {
    // `${API_BASE}/location` is the web's way to spell an address for `fetch`.
    const address = (text.split('?')[0] ?? '').replace(/^\$\{API_BASE\}/, '');
    if (address.includes('/') || call) found.push(address);
  }
  return found;
}

describe('endpoint contracts (issue 17)', () => {
  it('every endpoint in contracts is a route the API registers, with its method', () => {
    const missing = endpoints.filter(([, endpoint]) => !registered.has(keyOf(endpoint)));
    expect(missing.map(([name, endpoint]) => `${name}: ${keyOf(endpoint)}`)).toEqual([]);
  });

  it('every API route has its endpoint in contracts, but for the document routes', () => {
    const described = new Set(endpoints.map(([, endpoint]) => keyOf(endpoint)));
    const documents = new Set(DOCUMENT_ROUTES);
    const undescribed = [...registered]
      .filter((key) => !described.has(key) && !documents.has(key))
      .sort();
    expect(undescribed).toEqual([]);
  });

  it('the document routes kept out of contracts are all registered', () => {
    expect(DOCUMENT_ROUTES.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('no production file outside contracts spells the path of a described endpoint', () => {
    const patterns = endpoints.map(([name, endpoint]) => ({
      name,
      pattern: patternOf(endpoint.path),
    }));
    const spelled: string[] = [];
    for (const app of ['apps/api/src', 'apps/web/src']) {
      for (const file of sourceFiles(join(root, app))) {
        for (const address of addressLiterals(readFileSync(file, 'utf8'))) {
          const match = patterns.find(({ pattern }) => pattern.test(address));
          if (match) spelled.push(`${relative(root, file)}: '${address}' is ${match.name}.path`);
        }
      }
    }
    expect(spelled).toEqual([]);
  });
});
