import { z } from 'zod';
import type { Endpoint } from '@kaizen/contracts';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { call } from './call';
import { http } from './client';

const noteEndpoint = {
  method: 'PUT',
  path: '/notes/:id',
  body: z.object({ text: z.string() }),
  query: z.object({ draft: z.literal('true') }),
  response: z.object({ data: z.object({ id: z.string(), text: z.string() }) }),
} as const satisfies Endpoint;

const listEndpoint = {
  method: 'GET',
  path: '/notes',
  response: z.object({ data: z.array(z.string()) }),
} as const satisfies Endpoint;

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

function answer(data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: 'OK', data, headers: new AxiosHeaders(), config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

describe('call (issue 17: a web call built from its endpoint contract)', () => {
  it('sends the contract’s method to its address, parameters encoded, with body and query', async () => {
    const seen = answer({ data: { id: 'a/b', text: 'hi' } });
    const result = await call(noteEndpoint, {
      params: { id: 'a/b' },
      body: { text: 'hi' },
      query: { draft: 'true' },
    });
    expect(result.data.text).toBe('hi');
    expect(seen[0]).toMatchObject({ method: 'put', url: 'notes/a%2Fb', params: { draft: 'true' } });
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ text: 'hi' });
  });

  it('refuses an answer that does not match the response schema', async () => {
    answer({ data: 'not a list' });
    await expect(call(listEndpoint)).rejects.toThrow();
  });

  // Checked by tsc (`npm run typecheck` covers test files), not at run time: each expected
  // type error below fails the type check if the call it marks becomes allowed.
  it('is typed by the contract: parameters, body and answer as the path and schemas say', () => {
    expectTypeOf(call<typeof listEndpoint>).returns.resolves.toEqualTypeOf<{ data: string[] }>();
    expectTypeOf(call<typeof noteEndpoint>).returns.resolves.toEqualTypeOf<{
      data: { id: string; text: string };
    }>();
    const neverCalled = () => {
      // @ts-expect-error the path has :id
      void call(noteEndpoint, { body: { text: '' } });
      // @ts-expect-error the body's text must be a string
      void call(noteEndpoint, { params: { id: '1' }, body: { text: 1 } });
      // @ts-expect-error a call without parameters takes none
      void call(listEndpoint, { params: { id: '1' } });
      void call(listEndpoint);
    };
    void neverCalled;
  });
});
