import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, prerenderedFor } from './hydration';

const at = (href: string) => new URL(href, 'https://kaizen.example') as unknown as Location;

function root(prerendered?: string) {
  const container = document.createElement('div');
  if (prerendered) container.setAttribute(PRERENDERED_ATTRIBUTE, prerendered);
  return container;
}

describe('prerenderedFor', () => {
  it('hydrates the prerendered page at its own address, with or without the trailing slash', () => {
    expect(prerenderedFor(root('/auth/log-in/'), at('/auth/log-in/'))).toBe(true);
    expect(prerenderedFor(root('/auth/log-in/'), at('/auth/log-in'))).toBe(true);
  });

  it('renders afresh when a query changes the page, on another page, or without a prerender', () => {
    expect(prerenderedFor(root('/auth/log-in/'), at('/auth/log-in/?redirectPath=%2Fuser'))).toBe(
      false,
    );
    expect(prerenderedFor(root('/auth/log-in/'), at('/auth/sign-up/'))).toBe(false);
    // The profile's prerender is a pattern: the page for a real expert is rendered by the app.
    expect(
      prerenderedFor(
        root('/therapy-psychiatry/experts/:uuid/'),
        at('/therapy-psychiatry/experts/x'),
      ),
    ).toBe(false);
    expect(prerenderedFor(root(), at('/auth/log-in/'))).toBe(false);
  });

  it('hydrates a page the server rendered for its address and query, and only for that query', () => {
    const listing = root('/therapy-psychiatry/experts/?languages=hindi');
    expect(prerenderedFor(listing, at('/therapy-psychiatry/experts/?languages=hindi'))).toBe(true);
    expect(prerenderedFor(listing, at('/therapy-psychiatry/experts/?languages=tamil'))).toBe(false);
    expect(prerenderedFor(listing, at('/therapy-psychiatry/experts/'))).toBe(false);
    expect(
      prerenderedFor(root('/therapy-psychiatry/experts/x/'), at('/therapy-psychiatry/experts/x')),
    ).toBe(true);
  });
});
