import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

/** The package's sources, tests left out, relative to src/. */
function sourceFiles(dir = import.meta.dirname): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('package entry', () => {
  it("loading the package's schemas installs the friendly Zod messages", () => {
    const result = z.object({ is_tnc_checked: z.boolean() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('is_tnc_checked is required.');
  });

  it('exports the rules of every concern', () => {
    for (const name of [
      'isValidPhone',
      'isAllowedNumericKey',
      'isNumericString',
      'isAdult',
      'validateUpload',
      'formatFileSize',
      'youtubeVideoId',
      'isDisposableEmail',
      'isCuid',
      'avatarUrl',
      'truncate',
      'ordinal',
      'countries',
      'configureZodMessages',
    ] as const) {
      expect(typeof contracts[name]).toBe('function');
    }
    expect(contracts.providerFiltersSchema).toBeInstanceOf(z.ZodType);
    expect(contracts.OFFLINE_BANNER_TEXT).toBe(
      'Please check your internet connection and try again.',
    );
  });

  it('schema modules take Zod from ./zod, so loading any of them installs the messages', () => {
    // A module importing 'zod' itself could be the only schema a web page loads, and its errors
    // would then read in Zod's own words. zod.ts and the message map are the exceptions.
    const direct = sourceFiles()
      .filter((file) => /from 'zod'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(import.meta.dirname, file))
      .sort();
    expect(direct).toEqual(['zod-messages.ts', 'zod.ts']);
  });
});
