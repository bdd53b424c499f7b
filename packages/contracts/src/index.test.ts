import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

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
});
