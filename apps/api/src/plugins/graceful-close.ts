import type { FastifyInstance } from 'fastify';

/**
 * `app.close()` (SIGTERM) stops accepting requests and waits for open connections. A keep-alive
 * connection whose request was in flight would then stay open until the keep-alive timeout;
 * answering with `Connection: close` while closing ends it with its response, so draining takes
 * as long as the slowest request and no longer.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
