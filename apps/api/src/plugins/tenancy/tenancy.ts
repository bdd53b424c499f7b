import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMPANY_PROFILE_NAME_HEADER,
  COMPANY_PROFILE_UUID_HEADER,
  healthEndpoint,
  isEmptyValue,
  unknownOrganisationMessage,
} from '@kaizen/contracts';
import { notFound } from '../../lib/http-errors';
import { hostName, tenantSubdomain } from './tenant-host';

/** The organisation a request is made for (SPEC §1), or null on the product's own address. */
export interface Tenant {
  id: number;
  uuid: string;
  name: string;
  shortCode: string;
}

/**
 * How tenants are found; every function answers active organisations only, and null (never an
 * error) for a value that cannot name one, such as a malformed uuid.
 */
export interface TenantLookup {
  byShortCode(shortCode: string): Promise<Tenant | null>;
  byUuid(uuid: string): Promise<Tenant | null>;
  /** Case-insensitive match on the organisation name or its short code. */
  byName(name: string): Promise<Tenant | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
}

interface TenancyOptions {
  /**
   * How long a lookup result is reused. Tenants are resolved on every request, so they are cached,
   * but briefly: a deactivated organisation stops being served within this time on every instance.
   */
  cacheTtlMs?: number;
  /** Bounds memory when clients send many different unknown names. */
  cacheMaxEntries?: number;
}

/** Infrastructure probes reach these with any Host; a tenant never matters to them. */
const UNSCOPED_PATHS = new Set([`/api${healthEndpoint.path}`]);

/** A lookup to make: `value` is normalised for matching, `asGiven` is quoted back in a 404. */
type TenantKey = { kind: keyof TenantLookup; value: string; asGiven: string };

function headerValue(request: FastifyRequest, name: string): string | null {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value === undefined || isEmptyValue(value) ? null : value;
}

/**
 * Which tenant the request names, if any. The address wins over the headers: the headers are
 * what the web client remembered from an earlier visit (SPEC §3 company details), the address is
 * where the user is now. Of the headers the uuid wins over the name (SPEC §7).
 */
function tenantKey(request: FastifyRequest, publicHost: string | null): TenantKey | null {
  const subdomain = tenantSubdomain(request.host, publicHost);
  if (subdomain) return { kind: 'byShortCode', value: subdomain, asGiven: subdomain };
  const uuid = headerValue(request, COMPANY_PROFILE_UUID_HEADER);
  if (uuid) return { kind: 'byUuid', value: uuid.toLowerCase(), asGiven: uuid };
  const name = headerValue(request, COMPANY_PROFILE_NAME_HEADER);
  if (name) return { kind: 'byName', value: name.toLowerCase(), asGiven: name };
  return null;
}

/** Resolves `request.tenant` on every /api request; an unknown tenant answers 404. */
export async function registerTenancy(
  app: FastifyInstance,
  lookup: TenantLookup,
  options: TenancyOptions = {},
): Promise<void> {
  const ttlMs = options.cacheTtlMs ?? 5_000;
  const maxEntries = options.cacheMaxEntries ?? 1_000;
  const cache = new Map<string, { tenant: Tenant | null; expiresAt: number }>();
  const publicHost = hostName(new URL(app.config.PUBLIC_URL).host);

  async function find({ kind, value }: TenantKey): Promise<Tenant | null> {
    const now = app.clock.now().getTime();
    const cacheKey = `${kind}:${value}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.expiresAt > now) return cached.tenant;
    const tenant = await lookup[kind](value);
    cache.delete(cacheKey);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(cacheKey, { tenant, expiresAt: now + ttlMs });
    return tenant;
  }

  app.decorateRequest('tenant', null);
  // Callback style, not async: most requests name no tenant, and an async hook costs them a
  // promise and its microtask turns on every request (issue 14, the API's fixed cost).
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || UNSCOPED_PATHS.has(path)) return done();
    const key = tenantKey(request, publicHost);
    if (!key) return done();
    find(key).then(
      (tenant) => {
        if (!tenant) return done(notFound(unknownOrganisationMessage(key.asGiven.slice(0, 100))));
        request.tenant = tenant;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}
