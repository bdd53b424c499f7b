import { describe, expect, it } from 'vitest';
import {
  DISPOSABLE_EMAIL_DOMAINS,
  DISPOSABLE_EMAIL_MESSAGE,
  isDisposableDomain,
  isDisposableEmail,
} from './disposable-email';

describe('disposable email domains (SPEC §5: a sorted list; allowed if absent)', () => {
  it('the list is sorted, unique and lowercase, so binary search finds every entry', () => {
    const sorted = [...DISPOSABLE_EMAIL_DOMAINS].sort();
    expect(DISPOSABLE_EMAIL_DOMAINS).toEqual(sorted);
    expect(new Set(DISPOSABLE_EMAIL_DOMAINS).size).toBe(DISPOSABLE_EMAIL_DOMAINS.length);
    for (const domain of DISPOSABLE_EMAIL_DOMAINS) {
      expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
  });

  it('holds a few hundred domains, none a subdomain of another entry', () => {
    expect(DISPOSABLE_EMAIL_DOMAINS.length).toBeGreaterThan(300);
    const listed = new Set(DISPOSABLE_EMAIL_DOMAINS);
    for (const domain of DISPOSABLE_EMAIL_DOMAINS) {
      const parents = domain.split('.').map((_, i, labels) => labels.slice(i + 1).join('.'));
      expect(parents.filter((parent) => listed.has(parent))).toEqual([]);
    }
  });

  it('finds every entry, including the first and the last', () => {
    for (const domain of DISPOSABLE_EMAIL_DOMAINS) {
      expect(isDisposableDomain(domain)).toBe(true);
    }
  });

  it.each([
    'someone@mailinator.com',
    'someone@guerrillamail.com',
    'someone@10minutemail.com',
    'someone@yopmail.com',
    'someone@sharklasers.com',
    'someone@tempmail.it',
    'someone@trashmail.com',
    'someone@maildrop.cc',
  ])('%s is disposable', (email) => {
    expect(isDisposableEmail(email)).toBe(true);
  });

  it('case, surrounding spaces and a trailing dot do not hide a listed domain', () => {
    expect(isDisposableEmail('Someone@MAILINATOR.com')).toBe(true);
    expect(isDisposableEmail('someone@mailinator.com ')).toBe(true);
    expect(isDisposableEmail('someone@mailinator.com.')).toBe(true);
  });

  it('subdomains of a listed domain are blocked too', () => {
    expect(isDisposableEmail('someone@inbox.mailinator.com')).toBe(true);
    expect(isDisposableEmail('someone@a.b.yopmail.com')).toBe(true);
  });

  it.each([
    'someone@gmail.com',
    'someone@outlook.com',
    'someone@yahoo.co.in',
    'someone@example.org',
    // A listed name inside another domain is not that domain.
    'someone@mailinator.com.example.org',
    'someone@notmailinator.example',
    'someone@mymailinator.com',
  ])('%s is allowed', (email) => {
    expect(isDisposableEmail(email)).toBe(false);
  });

  it('a value without @ is not an email address on a listed domain', () => {
    expect(isDisposableEmail('mailinator.com')).toBe(false);
    expect(isDisposableEmail('')).toBe(false);
  });

  it('has the message the sign-up form shows', () => {
    expect(DISPOSABLE_EMAIL_MESSAGE).toBe(
      'Please use a permanent email address; temporary email services are not accepted.',
    );
  });
});
