import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { s3StorageWith, signS3Request } from './s3-storage';

describe('AWS Signature Version 4', () => {
  it('matches the GET Object example of the S3 documentation', () => {
    const headers = signS3Request(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        headers: { range: 'bytes=0-9' },
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the S3 storage adapter', () => {
  it('puts, reads and removes objects with path-style signed requests', async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      expect(headers.get('authorization')).toMatch(
        /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/eu-west-1\/s3\/aws4_request/,
      );
      seen.push(`${init?.method} ${url.pathname}`);
      if (init?.method === 'PUT') {
        const body = Buffer.from(await new Response(init.body).arrayBuffer());
        expect(createHash('sha256').update(body).digest('hex')).toBe(
          headers.get('x-amz-content-sha256'),
        );
        objects.set(url.pathname, body);
        return new Response(null, { status: 200 });
      }
      if (init?.method === 'GET') {
        const body = objects.get(url.pathname);
        return body ? new Response(body) : new Response(null, { status: 404 });
      }
      objects.delete(url.pathname);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const storage = s3StorageWith({
      endpoint: 'https://s3.example.test/',
      region: 'eu-west-1',
      bucket: 'records',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      fetch: fakeFetch,
    });
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 's3-test-')), 'upload');
    const content = Buffer.from('%PDF-1.4 hello');
    await fs.writeFile(file, content);
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await storage.put(key, {
      path: file,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      mimeType: 'application/pdf',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key))
      chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 hello');
    await storage.remove(key);
    expect(seen).toEqual([`PUT /records/${key}`, `GET /records/${key}`, `DELETE /records/${key}`]);
    expect(objects.size).toBe(0);
  });
});
