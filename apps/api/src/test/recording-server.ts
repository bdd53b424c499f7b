import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an outside service (error service, trace collector, SMS gateway): it
// records every request and answers with the status the test chooses, so forwarders are tested
// against real HTTP without the internet.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  received: RecordedRequest[];
  /** The status (and extra headers) of the next answers (200 until changed). */
  answerWith(status: number, body?: string, headers?: Record<string, string>): void;
  /** Resolves once `count` requests arrived (fails the test after 2 s). */
  waitFor(count: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const received: RecordedRequest[] = [];
  let answer = { status: 200, body: '{}', headers: {} as Record<string, string> };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answerWith: (status, body = '{}', headers = {}) => {
      answer = { status, body, headers };
    },
    async waitFor(count) {
      for (let i = 0; i < 100 && received.length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (received.length < count) {
        throw new Error(`expected ${count} requests, got ${received.length}`);
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
