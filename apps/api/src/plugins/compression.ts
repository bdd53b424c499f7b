import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this size compressing costs more time than it saves on the wire (a TCP packet carries
 * ~1.4 KB): health checks, token checks and error answers go out as they are.
 */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers above the threshold (provider listings, slot lists, session lists), with
 * brotli for browsers that accept it, gzip otherwise. Dynamic answers are compressed on every
 * request, so brotli runs at quality 4 (about gzip's speed at a better ratio) instead of 11.
 * Register inside the /api scope: the web app's files are compressed once at build and served
 * as `.br`/`.gz` siblings (plugins/web-pages/web-app), so they never pay for this.
 */
export async function registerJsonCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    global: true,
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are small JSON; nobody sends them compressed.
    globalDecompression: false,
  });
}
