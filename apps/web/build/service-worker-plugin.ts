import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files of public/ that belong to the app shell. */
const PUBLIC_SHELL = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon.png',
];

/**
 * Emits sw.js from the hand-written template with the list of this build's hashed scripts and
 * styles, and a cache version derived from it (a new build replaces the old cache).
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'kaizen-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const hashed = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const urls = ['/', ...hashed, ...PUBLIC_SHELL];
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__CACHE_VERSION__', version)
          .replace("['__PRECACHE_URLS__']", JSON.stringify(urls)),
      });
    },
  };
}
