import type { FastifyInstance } from 'fastify';
import { pageStylesheet } from '../../lib/html-page-styles';
import { PAGE_STYLESHEET_PATH } from '../../lib/html-page';

/** Serves the stylesheet of the API's own HTML pages (lib/html-page.ts). */
export function registerHtmlPageStyles(app: FastifyInstance): void {
  app.get(PAGE_STYLESHEET_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pageStylesheet),
  );
}
