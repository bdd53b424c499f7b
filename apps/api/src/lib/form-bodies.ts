import type { FastifyInstance } from 'fastify';

/**
 * HTML forms (and Google's sign-in exchange, SPEC §7) post application/x-www-form-urlencoded,
 * which Fastify does not parse by itself. Added only inside the plugins of routes that take forms.
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
