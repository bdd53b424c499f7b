import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * HTML forms post application/x-www-form-urlencoded, which Fastify does not parse by itself.
 * Added only inside the plugins of the checkout pages and callbacks that receive forms.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

/**
 * Webhook signatures are computed over the exact bytes sent, so the webhook routes (and only
 * they) read the body as a raw Buffer, whatever its content type.
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Page routes check ids by hand: a browser must get a page, never a JSON validation error. */
export const isUuid = (value: string): boolean => UUID.test(value);

export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
