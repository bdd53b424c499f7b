import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { pureContractsPlugin } from './build/pure-contracts-plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig({
  plugins: [
    pureContractsPlugin(),
    react(),
    serviceWorkerPlugin(),
    prerenderPlugin(),
    precompressPlugin(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // React Router's package exports point every bundler at its development build (warnings,
  // invariant messages); its production build is the same API without them (~4 KiB gzip of the
  // log-in page, issue 14). Tests keep the development build and its warnings.
  resolve: process.env.VITEST
    ? {}
    : { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  build: {
    sourcemap: true,
    // No module preloading, neither the HTML's <link rel=modulepreload> nor the links Vite's helper
    // adds for each lazy import's chunks (issue 14, measured with `npm run bench:lighthouse`: median
    // of 3, log-in / listing / profile / home 98/93/89/88 with it, 100/96/92/93 without; the
    // listing's LCP 1.8 → 1.1 s). The directory pages and log-in paint from their server HTML, so
    // what preloading sped up was hydration, at the cost of the paint's bandwidth and of the helper's
    // link work on the main thread; a chunk's own imports are still fetched in parallel, and the
    // service worker precaches every chunk after the first visit. Lazy chunks' CSS still loads
    // through the helper (it is served from 'self', as the CSP requires).
    modulePreload: false,
    // Two pages, one build: the patient app and the clinician workspace (/clinician/, issue 13).
    // Each entry loads only its own code; shared modules land in common chunks.
    rollupOptions: {
      input: {
        // Named `index` so the patient app's entry stays `assets/index-*.js` (pwa.spec.ts).
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        clinician: fileURLToPath(new URL('./clinician/index.html', import.meta.url)),
      },
      output: {
        // Named chunks, and why each exists: build/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
