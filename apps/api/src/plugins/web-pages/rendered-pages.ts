import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_ADDRESS_TOKEN,
  PAGE_CONTENT_MARKER,
  PAGE_DATA_ELEMENT_ID,
  PAGE_DESCRIPTION_TOKEN,
  PAGE_TITLE_TOKEN,
  SERVER_RENDERER_FILE,
  type ServerPageRenderer,
} from '@kaizen/contracts';

// The directory's listing and profile rendered per request with their content (issue 14), so
// that their text paints, and is the largest paint, before any JavaScript runs. The web build
// gives the template (markers of contracts' server-rendering.ts) and the SSR bundle; the data
// comes from this API's own public endpoints, asked in process as a visitor would ask them.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page template split at its content marker. */
export interface PageTemplate {
  before: string;
  after: string;
}

export function splitTemplate(html: string): PageTemplate | undefined {
  const at = html.indexOf(PAGE_CONTENT_MARKER);
  if (at < 0) return undefined;
  return { before: html.slice(0, at), after: html.slice(at + PAGE_CONTENT_MARKER.length) };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe in an HTML attribute value or element content. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The SSR bundle of the web build, or undefined for a build without it. */
export async function loadServerRenderer(root: string): Promise<ServerPageRenderer | undefined> {
  try {
    return (await import(
      pathToFileURL(path.join(root, SERVER_RENDERER_FILE)).href
    )) as ServerPageRenderer;
  } catch {
    return undefined;
  }
}

/** The page's HTML: the template's markers filled with this request's address, content and data. */
export function fillTemplate(
  template: PageTemplate,
  address: string,
  page: { html: string; title: string; description: string; data: string },
): string {
  const head = template.before
    .replaceAll(PAGE_TITLE_TOKEN, escapeHtml(page.title))
    .replaceAll(PAGE_DESCRIPTION_TOKEN, escapeHtml(page.description))
    .replace(PAGE_ADDRESS_TOKEN, escapeHtml(address));
  // Data JSON is script-safe (no `<`), made so by the renderer.
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`;
  const end = template.after.lastIndexOf('</body>');
  const tail =
    end < 0
      ? `${template.after}${data}`
      : `${template.after.slice(0, end)}${data}${template.after.slice(end)}`;
  return `${head}${page.html}${tail}`;
}

/**
 * The data the page needs, from this API's public endpoints in process. Only the headers that
 * choose the tenant are passed on: the page is rendered as a visitor sees it (a signed-in
 * person's browser renders its own page over it). Any answer other than 200 leaves the page
 * without data: it then renders its loading state and asks from the browser, as before.
 */
async function pageData(
  app: FastifyInstance,
  renderer: ServerPageRenderer,
  request: FastifyRequest,
): Promise<unknown> {
  const plan = renderer.planPageData(request.url);
  if (!plan) return {};
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answers = await Promise.all(
    plan.requests.map(async ({ key, path: url }) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return response.statusCode === 200 ? ([key, response.json()] as const) : undefined;
    }),
  );
  if (answers.some((answer) => answer === undefined)) return {};
  return plan.build(Object.fromEntries(answers.filter((answer) => answer !== undefined)));
}

async function encoded(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipAsync(html, { level: 6 });
  }
  return html;
}

/** Answers a page request with the page rendered for it; the reply is sent when ready. */
export function sendRenderedPage(
  app: FastifyInstance,
  renderer: ServerPageRenderer,
  page: { template: PageTemplate; contentSecurityPolicy: string; askConsent: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
  fallback: () => FastifyReply,
): FastifyReply {
  void (async () => {
    const data = await pageData(app, renderer, request);
    const rendered = await renderer.renderRequest(request.url, data, page.askConsent);
    const html = fillTemplate(page.template, request.url, rendered);
    const body = await encoded(request, reply, html);
    // The consent banner is in the HTML or not by the cookie (web-app.ts).
    reply.header('vary', 'accept-encoding, cookie');
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.contentSecurityPolicy)
      .send(body);
  })().catch((error: unknown) => {
    // The app shell still works without the server's render: it renders and asks on its own.
    request.log.error({ err: error }, 'server render failed');
    if (reply.sent) return;
    reply.removeHeader('content-encoding');
    fallback();
  });
  return reply;
}
