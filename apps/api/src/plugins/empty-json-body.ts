import type { FastifyInstance } from 'fastify';

/**
 * The web client sends `content-type: application/json` on every call (SPEC §7), also on
 * sign-out (DELETE without a body) and decode-token (null body). Fastify refuses an empty JSON
 * body with 400; an empty body reads as no body, app-wide. Non-empty bodies keep Fastify's
 * own parser, with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
