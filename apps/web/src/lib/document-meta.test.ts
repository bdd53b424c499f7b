import { describe, expect, it } from 'vitest';
import {
  applyDocumentMeta,
  canonicalUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
} from './document-meta';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('SPEC §2 page meta', () => {
  it('forces a trailing slash on the canonical URL and drops the query', () => {
    expect(canonicalUrl('https://kaizen.example', '/auth/log-in')).toBe(
      'https://kaizen.example/auth/log-in/',
    );
    expect(canonicalUrl('https://kaizen.example', '/')).toBe('https://kaizen.example/');
    expect(canonicalUrl('https://kaizen.example', '/user/')).toBe('https://kaizen.example/user/');
  });

  it('sets the title, description, canonical link and social tags', () => {
    applyDocumentMeta({ title: 'Log in', description: 'Come back' }, '/auth/log-in');
    expect(document.title).toBe('Log in | Kaizen');
    expect(meta('meta[name="description"]')).toBe('Come back');
    expect(meta('meta[property="og:title"]')).toBe('Log in | Kaizen');
    expect(meta('meta[property="og:url"]')).toBe(`${location.origin}/auth/log-in/`);
    expect(meta('meta[name="twitter:description"]')).toBe('Come back');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}/auth/log-in/`,
    );
  });

  it('falls back to the defaults', () => {
    applyDocumentMeta({}, '/');
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
