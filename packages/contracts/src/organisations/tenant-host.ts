// Which organisation a host name names (SPEC §1): the API resolves tenants with it and the web
// app asks for branding only on such a host. No Zod here: the web's header imports it.

/**
 * Subdomains that never name a tenant (SPEC §1: "other than www, preprod, staging, localhost and
 * similar"): environment and service names a deployment puts in front of the product itself.
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'preprod',
  'staging',
  'localhost',
  'api',
  'app',
  'dev',
  'qa',
  'uat',
] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const reserved = new Set<string>(RESERVED_SUBDOMAINS);

/** The host name of a Host header value: lower case, without port or trailing dot; null for IPv6. */
export function hostName(host: string): string | null {
  const value = host.trim().toLowerCase();
  // "[::1]:3000" or a bare "::1": an IPv6 literal never names a tenant.
  if (value.startsWith('[') || value.split(':').length > 2) return null;
  const name = value.replace(/:\d*$/, '').replace(/\.$/, '');
  return name || null;
}

/**
 * The tenant short code a Host names (SPEC §1), or null: the first label of
 * `{code}.localhost` (local and e2e use) or of any host with three or more labels, unless that
 * label is reserved (www, staging, ...). IP addresses and the product's own public host (which may
 * itself have three labels, e.g. kaizen.example.org) name no tenant.
 */
export function tenantSubdomain(
  host: string | undefined,
  publicHost: string | null = null,
): string | null {
  const name = host ? hostName(host) : null;
  if (!name || IPV4.test(name) || name === publicHost) return null;
  const labels = name.split('.');
  const first = labels[0] ?? '';
  const isLocalSubdomain = labels.length >= 2 && labels[labels.length - 1] === 'localhost';
  if (!isLocalSubdomain && labels.length < 3) return null;
  return first && !reserved.has(first) ? first : null;
}
