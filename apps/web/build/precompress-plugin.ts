import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_RENDERER_FILE } from '../../../packages/contracts/src/web/server-rendering.ts';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
export function precompressFile(file: string): void {
  const source = fs.readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
}

/**
 * Compresses the finished build once, at the highest levels, so the server only picks a file:
 * @fastify/static's `preCompressed` answers `.br` or `.gz` by the request's Accept-Encoding.
 * Runs last (after the service worker and the prerendered pages are written).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kaizen-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // The SSR bundle the API runs (never sent to a browser).
        const serverOnly = path.join(outDir, path.dirname(SERVER_RENDERER_FILE));
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || file.startsWith(serverOnly)) continue;
          if (fs.statSync(file).size < MIN_BYTES) continue;
          precompressFile(file);
        }
      },
    },
  };
}
