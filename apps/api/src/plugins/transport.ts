import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { genericErrorCode } from '@kaizen/contracts';
import type { Config } from '../config';

type TransportSettings = Pick<
  Config,
  'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'CONNECTION_IDLE_TIMEOUT_MS'
>;

/** How often Node checks open requests against the request and header timeouts. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Server options that bound how long a client may hold a connection: the whole request (headers
 * and body) within REQUEST_TIMEOUT_MS, headers within HEADERS_TIMEOUT_MS (slow senders are
 * answered 408 and disconnected), and no socket idle longer than CONNECTION_IDLE_TIMEOUT_MS.
 * Without them a body sent a byte every few seconds held its connection for ever.
 */
export function transportOptions(config: TransportSettings): FastifyHttpOptions<Server> {
  return {
    clientErrorHandler: answerClientError,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_IDLE_TIMEOUT_MS,
    keepAliveTimeout: Math.min(72_000, config.CONNECTION_IDLE_TIMEOUT_MS),
    http: {
      // Node refuses a header timeout longer than the request timeout.
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}

export const REQUEST_TOO_SLOW_MESSAGE = 'The request took too long to arrive.';

/**
 * A connection-level error before any route runs (a request timeout, malformed HTTP): answered in
 * the one error shape when the socket can still take it, then closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (socket.writable) {
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    const body = JSON.stringify({
      errors: [timedOut ? REQUEST_TOO_SLOW_MESSAGE : 'The request could not be read.'],
      code: genericErrorCode(timedOut ? 408 : 400),
    });
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The connection cap (MAX_CONNECTIONS: further connections are closed at once until some end),
 * and `Cache-Control: no-store` on every answer that did not choose its own caching: API answers
 * carry personal data, tokens or the state of one person's booking, and neither a browser's disk
 * cache nor a shared proxy may keep them. The web app's files and public styles set their own.
 */
export function registerTransport(app: FastifyInstance): void {
  app.server.maxConnections = app.config.MAX_CONNECTIONS;
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Static files set theirs on the raw response (@fastify/static's setHeaders).
    const chosen = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
    if (!chosen) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
