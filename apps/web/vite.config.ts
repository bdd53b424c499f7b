import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
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
    // Vite's preload helper would otherwise be inlined; everything must come from 'self' (CSP).
    modulePreload: { polyfill: false },
    // Two pages, one build: the patient app and the clinician workspace (/clinician/, issue 13).
    // Each entry loads only its own code; shared modules land in common chunks.
    rollupOptions: {
      input: {
        // Named `index` so the patient app's entry stays `assets/index-*.js` (pwa.spec.ts).
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        clinician: fileURLToPath(new URL('./clinician/index.html', import.meta.url)),
      },
      output: {
        // Zod is imported at start by the clinician entry but only by lazy screens of the
        // patient app. As a module shared by both entries it landed in their common chunk, and
        // the patient log-in page loaded it (~26 KiB gzip, issue 14's budget). Its own chunk
        // is loaded by whoever imports it.
        // The contracts' zod.ts (which installs the messages) goes with it.
        codeSplitting: {
          groups: [
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]contracts[\\/]src[\\/]zod(-messages)?\.ts$/,
            },
            // The words of the public directory pages (cities, provider types, filter values):
            // schema-free modules that the bundler otherwise merged into the chunks of the schemas
            // beside them, which import Zod; the listing and profile pages then loaded and ran
            // Zod before hydrating (issue 14, Lighthouse TBT).
            {
              name: 'vocabulary',
              test: /[\\/]contracts[\\/]src[\\/]providers[\\/](cities|provider-vocabulary)\.ts$/,
            },
            // What every page of both entries runs (React, the router, the store's libraries) in
            // one chunk, first, so that the groups below do not take it in with their own modules.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|use-sync-external-store)[\\/]/,
            },
            // The form kit: a dozen modules of a few hundred bytes each that the bundler otherwise
            // emitted as a dozen chunks, each a request and each compressed alone (issue 14: the
            // log-in page's JavaScript budget). The analytics consent banner rides with it: every
            // page loads the kit, and a visitor's every page shows the banner (0.7 KiB gzip alone).
            {
              name: 'form-kit',
              test: /[\\/]src[\\/](components[\\/](Button|forms[\\/](Form|FormAlert|TextField|PasswordField)|icons|HillsArt)\.tsx|lib[\\/](hooks[\\/]use-server-errors|document-meta)\.ts|features[\\/]analytics[\\/]components[\\/]ConsentBanner\.tsx)$/,
            },
            // The frame and parts the log-in and sign-up screens share.
            {
              name: 'auth-screen',
              test: /[\\/]src[\\/]features[\\/]auth[\\/](components[\\/]AuthShell\.tsx|google[\\/](GoogleSignIn\.tsx|options\.ts)|use-account-entry\.ts|thunk\.ts)$/,
            },
          ],
        },
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
