import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** The clinician workspace's entry (vite.config.ts): patients' devices never precache its code. */
const CLINICIAN_ENTRY = 'clinician';

/** Every file an entry loads, statically or lazily, with the CSS its chunks import. */
function reachableFrom(bundle: OutputBundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || !chunk) return;
    seen.add(file);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** Files that only the named entry reaches (none of the other entries). */
function onlyReachableFrom(bundle: OutputBundle, entryName: string): Set<string> {
  const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
  const own = entries.filter((file) => file.name === entryName).map((file) => file.fileName);
  const others = entries.filter((file) => file.name !== entryName).map((file) => file.fileName);
  const shared = reachableFrom(bundle, others);
  return new Set([...reachableFrom(bundle, own)].filter((file) => !shared.has(file)));
}

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
      const clinicianOnly = onlyReachableFrom(bundle, CLINICIAN_ENTRY);
      const hashed = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .filter((file) => !clinicianOnly.has(file))
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
