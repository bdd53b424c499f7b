import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress-plugin';

describe('precompressFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-precompress-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip siblings that decompress to the original', () => {
    const file = path.join(dir, 'app.js');
    const source = 'export const greeting = "hello";\n'.repeat(100);
    fs.writeFileSync(file, source);
    precompressFile(file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(source);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(source);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(source.length / 10);
  });

  it('writes no sibling that would be larger than the file itself', () => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'noise.js');
    fs.writeFileSync(file, randomBytes(600));
    precompressFile(file);
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
  });
});
