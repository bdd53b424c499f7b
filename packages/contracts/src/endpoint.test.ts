import { describe, expect, it } from 'vitest';
import { urlOf, type Endpoint } from './endpoint';

const profile = { method: 'GET', path: '/providers/:uuid' } as const satisfies Endpoint;
const review = {
  method: 'POST',
  path: '/sessions/:id/reviews/:kind',
} as const satisfies Endpoint;
const list = { method: 'GET', path: '/providers' } as const satisfies Endpoint;

describe('urlOf', () => {
  it('gives the address under the API base, without a leading slash', () => {
    expect(urlOf(list)).toBe('providers');
  });

  it('encodes every path parameter, so a value cannot reach another endpoint', () => {
    expect(urlOf(profile, { uuid: '../users/1' })).toBe('providers/..%2Fusers%2F1');
    expect(urlOf(review, { id: 42, kind: 'a b' })).toBe('sessions/42/reviews/a%20b');
  });
});
