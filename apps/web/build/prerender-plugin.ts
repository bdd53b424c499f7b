import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';
import {
  PAGE_ADDRESS_TOKEN,
  PAGE_CONTENT_MARKER,
  PAGE_DESCRIPTION_TOKEN,
  PAGE_TITLE_TOKEN,
  SERVER_RENDERER_FILE,
} from '../../../packages/contracts/src/web/server-rendering.ts';
import type { PageData } from '../src/app/page-data/page-data.ts';
import { pureContractsPlugin } from './pure-contracts-plugin.ts';

/** What the SSR bundle of src/app/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  /** Pages rendered per request by the API, with a made-up sample to pick their critical CSS. */
  SAMPLE_PAGES: Record<string, { url: string; data: PageData }>;
  renderPage(
    path: string,
    data?: PageData,
    askConsent?: boolean,
  ): Promise<{ html: string; meta: { title?: string; description?: string } }>;
  applyDocumentMeta(
    meta: { title?: string; description?: string },
    pathname: string,
    doc: Document,
  ): void;
  applyDocumentTexts(doc: Document, title: string, description: string): void;
}

/** One prerendered page in dist/prerendered/pages.json, read by the API's web-app plugin. */
interface PrerenderedPage {
  /** Route path; `:name` matches one segment. */
  route: string;
  /** File under dist/: the page of a visitor who answered the analytics consent banner. */
  file: string;
  /** The same page with the banner, for a visitor who has not answered (contracts' consentQuestionInHtml). */
  consentFile?: string;
  /**
   * Rendered by the API for each request with its data (SERVER_RENDERER_FILE); the file is the
   * template, with the markers of contracts' server-rendering.ts.
   */
  perRequest?: true;
}

const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_MANIFEST = `${PRERENDERED_DIR}/pages.json`;
/** Must match start-up/hydration.ts. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const fileNameFor = (route: string, variant = '') =>
  `${route.replace(/^\/|\/$/g, '').replace(/[/:]+/g, '-') || 'index'}${variant}.html`;

async function renderer(root: string, distDir: string): Promise<PrerenderModule> {
  // Kept in the build: the API renders the directory's pages with it per request. Every import
  // is bundled into it (noExternal), so it runs from there.
  const outDir = path.join(distDir, path.dirname(SERVER_RENDERER_FILE));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [pureContractsPlugin(), react()],
    // Bundled, not imported from node_modules at run time: some packages (redux-persist) ship
    // ES modules Node cannot load by themselves.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: path.basename(SERVER_RENDERER_FILE) } },
    },
  });
  return (await import(
    pathToFileURL(path.join(distDir, SERVER_RENDERER_FILE)).href
  )) as PrerenderModule;
}

/** A page rendered per request: its sample content, title and address become the markers. */
function perRequestTemplate(page: string, module: PrerenderModule): string {
  const dom = new JSDOM(page);
  const doc = dom.window.document;
  module.applyDocumentTexts(doc, PAGE_TITLE_TOKEN, PAGE_DESCRIPTION_TOKEN);
  const container = doc.getElementById('root');
  if (!container) throw new Error('the prerendered page has no #root');
  container.setAttribute(PRERENDERED_ATTRIBUTE, PAGE_ADDRESS_TOKEN);
  container.innerHTML = PAGE_CONTENT_MARKER;
  return dom.serialize();
}

/**
 * Writes the HTML of the public pages (log-in, sign-up, the directory's landing, listing and
 * profile) at build time, so their text paints before any JavaScript runs; the browser then
 * hydrates it (src/app/start-up/hydration.ts). The page's meta goes into the head, and the CSS
 * the page uses is inlined (beasties) with the full stylesheet moved to the end of the body, so
 * the first paint waits for nothing but the HTML. Runs after the client build and before
 * precompression.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'kaizen-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const module = await renderer(root, outDir);
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          preload: 'body',
          pruneSource: false,
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        /** The page in the app's HTML, its meta in the head, its critical CSS inlined. */
        const prerendered = async (
          rendering: ReturnType<PrerenderModule['renderPage']>,
          route: string,
        ) => {
          const { html, meta } = await rendering;
          const dom = new JSDOM(template);
          const doc = dom.window.document;
          module.applyDocumentMeta(meta, route, doc);
          // The origin is known only at run time (PUBLIC_URL): the canonical link is the path,
          // og:url (absolute by definition) is left to the app, which sets both once running.
          doc.querySelector('meta[property="og:url"]')?.remove();
          const canonical = doc.querySelector('link[rel="canonical"]');
          if (route.includes(':')) canonical?.remove();
          else canonical?.setAttribute('href', route);
          const container = doc.getElementById('root');
          if (!container) throw new Error('index.html has no #root');
          container.innerHTML = html;
          container.setAttribute(PRERENDERED_ATTRIBUTE, route);
          return beasties.process(dom.serialize());
        };
        const pages: PrerenderedPage[] = [];
        fs.mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const route of module.PRERENDERED_PAGES) {
          const sample = module.SAMPLE_PAGES[route];
          if (sample) {
            // The banner is in the sample so that its CSS is in the template's critical CSS.
            const file = `${PRERENDERED_DIR}/${fileNameFor(route)}`;
            const page = await prerendered(module.renderPage(sample.url, sample.data, true), route);
            fs.writeFileSync(path.join(outDir, file), perRequestTemplate(page, module));
            pages.push({ route, file, perRequest: true });
            continue;
          }
          const address = route.replace(/:\w+/g, 'prerender');
          const file = `${PRERENDERED_DIR}/${fileNameFor(route)}`;
          const consentFile = `${PRERENDERED_DIR}/${fileNameFor(route, '.consent')}`;
          for (const [name, askConsent] of [
            [file, false],
            [consentFile, true],
          ] as const) {
            const page = await prerendered(
              module.renderPage(address, undefined, askConsent),
              route,
            );
            fs.writeFileSync(path.join(outDir, name), page);
          }
          pages.push({ route, file, consentFile });
        }
        fs.writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), JSON.stringify(pages, null, 2));
      },
    },
  };
}
