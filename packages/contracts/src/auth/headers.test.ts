import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as headers from './headers';

const repo = path.resolve(import.meta.dirname, '../../../..');

/** Production and test-helper sources of every app (test files may spell a header out). */
function appSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const names = Object.entries(headers).flatMap(([key, value]) =>
  key.endsWith('_HEADER') && typeof value === 'string' ? [value] : [],
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
// A hyphenated name is ours wherever it is quoted; a one-word name ('client', 'platform') is
// also an ordinary word, so it is looked for where a header is read or set.
const hyphenated = names.filter((name) => name.includes('-')).map(escape);
const words = names.filter((name) => !name.includes('-')).map(escape);
const spelledOut = [
  new RegExp(`['"\`](${hyphenated.join('|')})['"\`]`, 'i'),
  new RegExp(`headers(\\.|\\[['"\`])(${words.join('|')})\\b`, 'i'),
  new RegExp(`header(Value)?\\([^)]*['"\`](${words.join('|')})['"\`]`, 'i'),
];

describe('header names (headers.ts)', () => {
  it('are all lower case and distinct', () => {
    for (const name of names) expect(name).toBe(name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('are not spelled out in apps/*/src: they come from contracts', () => {
    const apps = fs.readdirSync(path.join(repo, 'apps'));
    const found: string[] = [];
    for (const app of apps) {
      for (const file of appSources(path.join(repo, 'apps', app, 'src'))) {
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (spelledOut.some((pattern) => pattern.test(line))) {
              found.push(`${path.relative(repo, file)}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });
});
