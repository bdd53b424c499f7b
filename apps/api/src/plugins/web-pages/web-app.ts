import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  consentQuestionInHtml,
  isClinicianAppPath,
  isClinicianAppRoute,
  isWebAppRoute,
} from '@kaizen/contracts';
import type { PageFallback } from '../errors';
import { loadPrerenderedPages } from './prerendered-pages';
import { loadServerRenderer, sendRenderedPage } from './rendered-pages';
import { appContentSecurityPolicyFor } from '../security';

export const WEB_APP_NOT_BUILT_MESSAGE = 'The web app is not built. Run npm run build.';

/** The clinician workspace's page in the built web app (apps/web/clinician/index.html). */
const CLINICIAN_ENTRY_PAGE = 'clinician/index.html';

/** Vite puts content-hashed files under assets/: a changed file gets a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * Everything else (index.html, sw.js, manifest.webmanifest, icons) keeps its name across
 * releases: browsers revalidate it (ETag) so a deploy is seen at once.
 */
const UNHASHED_FILE_CACHE = 'no-cache';

function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') ? HASHED_ASSET_CACHE : UNHASHED_FILE_CACHE;
}

/**
 * Serves the built web app (WEB_DIST_DIR) at `/`, with `.br`/`.gz` siblings when the browser
 * accepts them. Register last: API routes win over the static catch-all. Returns the SPA fallback
 * for the not-found handler: a page request that matches no file gets index.html so that the
 * client router can show it (with 404 when no screen exists for the address, contracts'
 * WEB_APP_ROUTES); when the app is not built, page requests get a 503 saying so.
 */
export async function registerWebApp(app: FastifyInstance): Promise<PageFallback> {
  const root = path.resolve(app.config.WEB_DIST_DIR);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: page requests answer 503');
    return (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(WEB_APP_NOT_BUILT_MESSAGE);
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // One route per built file, listed once at start-up, instead of a catch-all that looks on
    // disk for every path: an unknown /api/... path then never costs a file lookup, it goes
    // straight to the JSON 404. The compressed siblings are found by preCompressed; prerendered
    // pages are served by the page fallback below.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(root, filePath));
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const prerenderedPage = loadPrerenderedPages(root, appContentSecurityPolicyFor(app.config));
  const renderer = await loadServerRenderer(root);

  return (request, reply) => {
    // A missing file (a name with an extension) asked for by a script, image or fetch gets the
    // 404; navigations get the app, also from clients that send `Accept: */*` (curl, some
    // web views), recognised by a path without a file extension.
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return undefined;
    const page = prerenderedPage?.(pathname);
    // A visitor who has not answered the analytics question gets the banner in the HTML: it is
    // part of the first paint instead of the largest paint, drawn after the JavaScript.
    const askConsent = consentQuestionInHtml(
      request.headers.cookie,
      request.url.slice(pathname.length),
    );
    // The directory's pages are rendered for each request with their content, query included.
    if (page?.template && renderer) {
      const template = page.template;
      return sendRenderedPage(
        app,
        renderer,
        { ...page, template, askConsent },
        request,
        reply,
        () => reply.code(200).sendFile('index.html'),
      );
    }
    // A public page prerendered at build time paints its text before the app's code arrives.
    // Only at its bare address: with a query the app replaces the early paint instead of
    // hydrating it (start-up/hydration.ts), which would wipe what a quick typist entered.
    if (page && !page.template && !request.url.includes('?')) {
      const variant = (askConsent && page.withConsent) || page;
      return reply
        .code(200)
        .header('content-security-policy', variant.contentSecurityPolicy)
        .sendFile(variant.file);
    }
    // The clinician workspace is a second entry of the same build (issue 13), with its own page.
    if (isClinicianAppPath(pathname)) {
      return reply.code(isClinicianAppRoute(pathname) ? 200 : 404).sendFile(CLINICIAN_ENTRY_PAGE);
    }
    // The app renders its not-found page either way; the status tells crawlers and monitors.
    return reply.code(isWebAppRoute(pathname) ? 200 : 404).sendFile('index.html');
  };
}
