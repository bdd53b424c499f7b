import type { FastifyInstance, FastifyReply } from 'fastify';

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
