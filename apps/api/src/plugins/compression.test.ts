import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { JSON_COMPRESSION_THRESHOLD_BYTES, registerJsonCompression } from './compression';

const bigList = Array.from({ length: 200 }, (_, id) => ({ id, name: `Provider ${id}` }));

describe('JSON compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(
      async (api) => {
        await registerJsonCompression(api);
        api.get('/big', async () => ({ providers: bigList }));
        api.get('/small', async () => ({ status: 'ok' }));
      },
      { prefix: '/api' },
    );
    app.get('/outside', async () => ({ providers: bigList }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large answer as brotli to a client that accepts it, gzip to one that does not', async () => {
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ providers: bigList }).length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual({
      providers: bigList,
    });

    const gzip = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual({
      providers: bigList,
    });
  });

  it('leaves answers under the threshold and clients without Accept-Encoding alone', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(JSON.stringify(small.json()).length).toBeLessThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ providers: bigList });
  });

  it('applies only inside the scope it is registered in', async () => {
    const res = await app.inject({ url: '/outside', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('JSON compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('leaves the tiny health check as it is', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
