import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';
import { pureContractsPlugin } from './pure-contracts-plugin.ts';

/** What the SSR bundle of src/app/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  renderPage(
    path: string,
  ): Promise<{ html: string; meta: { title?: string; description?: string } }>;
  applyDocumentMeta(
    meta: { title?: string; description?: string },
    pathname: string,
    doc: Document,
  ): void;
}

/** One prerendered page in dist/prerendered/pages.json, read by the API's web-app plugin. */
export interface PrerenderedPage {
  /** Route path; `:name` matches one segment. */
  route: string;
  /** File under dist/. */
  file: string;
}

export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = `${PRERENDERED_DIR}/pages.json`;
/** Must match start-up/hydration.ts. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const fileNameFor = (route: string) =>
  `${route.replace(/^\/|\/$/g, '').replace(/[/:]+/g, '-') || 'index'}.html`;

async function renderer(root: string): Promise<{ module: PrerenderModule; cleanup(): void }> {
  // Inside the package, so that the bundle's imports of react, react-router... resolve.
  const outDir = path.join(root, 'node_modules', '.kaizen-prerender');
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
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = (await import(
    pathToFileURL(path.join(outDir, 'prerender.mjs')).href
  )) as PrerenderModule;
  return { module, cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }) };
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
        const { module, cleanup } = await renderer(root);
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          preload: 'body',
          pruneSource: false,
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        const pages: PrerenderedPage[] = [];
        try {
          fs.mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const route of module.PRERENDERED_PAGES) {
            const { html, meta } = await module.renderPage(route.replace(/:\w+/g, 'prerender'));
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
            const file = `${PRERENDERED_DIR}/${fileNameFor(route)}`;
            const withCriticalCss = await beasties.process(dom.serialize());
            fs.writeFileSync(path.join(outDir, file), withCriticalCss);
            pages.push({ route, file });
          }
          fs.writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), JSON.stringify(pages, null, 2));
        } finally {
          cleanup();
        }
      },
    },
  };
}
