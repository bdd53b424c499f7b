import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../../config';
import type { DocumentStorage } from './storage';

// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...) over its REST API with
// Signature Version 4 and path-style addresses (`{endpoint}/{bucket}/{key}`), which every
// S3-compatible service accepts. No SDK: three calls (PUT, GET, DELETE) and the signature.

interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The Authorization header and the x-amz-* headers for one request (AWS Signature Version 4). */
export function signS3Request(
  settings: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; payloadSha256: string; headers?: Record<string, string> },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()]),
    ),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadSha256,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    request.url.searchParams.toString(),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    request.payloadSha256,
  ].join('\n');
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export function s3StorageWith(settings: S3Settings): DocumentStorage {
  const doFetch = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());
  const urlOf = (key: string) =>
    new URL(
      `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${encodeKey(key)}`,
    );
  const EMPTY = sha256Hex('');

  async function send(
    method: string,
    key: string,
    init: { body?: Readable; sha256?: string; size?: number; type?: string } = {},
  ) {
    const url = urlOf(key);
    const headers = signS3Request(
      settings,
      {
        method,
        url,
        payloadSha256: init.sha256 ?? EMPTY,
        headers: {
          ...(init.size === undefined ? {} : { 'content-length': String(init.size) }),
          ...(init.type ? { 'content-type': init.type } : {}),
        },
      },
      now(),
    );
    const response = await doFetch(url, {
      method,
      headers,
      ...(init.body
        ? { body: Readable.toWeb(init.body) as unknown as RequestInit['body'], duplex: 'half' }
        : {}),
    } as RequestInit);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} answered ${response.status}`);
    }
    return response;
  }

  return {
    async put(key, file) {
      await send('PUT', key, {
        body: createReadStream(file.path),
        sha256: file.sha256,
        size: file.size,
        type: file.mimeType,
      });
    },
    async read(key) {
      const response = await send('GET', key);
      if (!response.body) throw new Error(`S3 GET ${key} had no body`);
      return Readable.fromWeb(response.body as unknown as WebReadableStream);
    },
    async remove(key) {
      await send('DELETE', key);
    },
  };
}

export function s3Storage(config: Config): DocumentStorage {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'DOCUMENT_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return s3StorageWith({
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}
