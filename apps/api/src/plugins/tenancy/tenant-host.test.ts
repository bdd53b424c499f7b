import { describe, expect, it } from 'vitest';
import { hostName, tenantSubdomain } from './tenant-host';

describe('tenantSubdomain (SPEC §1: tenants by host subdomain)', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['acme.localhost', 'acme'],
    ['ACME.Localhost:3000', 'acme'],
    ['acme.kaizen.example', 'acme'],
    ['acme.kaizen.example:443', 'acme'],
    ['acme.kaizen.example.', 'acme'],
    ['acme.care.kaizen.example', 'acme'],
  ])('%s names the tenant %s', (host, expected) => {
    expect(tenantSubdomain(host)).toBe(expected);
  });

  it.each([
    'kaizen.example',
    'kaizen.example:3000',
    'localhost',
    'localhost:3000',
    'www.kaizen.example',
    'preprod.kaizen.example',
    'staging.kaizen.example',
    'www.localhost:3000',
    'staging.localhost',
    'localhost.kaizen.example',
    '127.0.0.1',
    '127.0.0.1:3000',
    '10.1.2.3',
    '[::1]:3000',
    '[2001:db8::1]',
    '::1',
    '',
  ])('%s names no tenant', (host) => {
    expect(tenantSubdomain(host)).toBeNull();
  });

  it('never takes the product’s own public host for a tenant, even with three labels', () => {
    expect(tenantSubdomain('kaizen.example.org', 'kaizen.example.org')).toBeNull();
    expect(tenantSubdomain('acme.kaizen.example.org', 'kaizen.example.org')).toBe('acme');
  });

  it('reads the host name without port or trailing dot', () => {
    expect(hostName('Kaizen.Example:8080')).toBe('kaizen.example');
    expect(hostName('[::1]:3000')).toBeNull();
  });
});
