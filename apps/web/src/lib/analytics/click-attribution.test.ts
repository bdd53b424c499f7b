import { describe, expect, it } from 'vitest';
import { keepClickId } from './click-attribution';
import { createSafeStore, readJson } from '../storage';

describe('SPEC §2 clickid kept with attribution (SPEC §3 ad_user_params)', () => {
  it('adds the click id to the attribution record as fresh, unconsumed campaign data', () => {
    const store = createSafeStore(() => undefined);
    store.setItem(
      'ad_user_params',
      JSON.stringify({ utm_data: { utm_source: 'google' }, timestamp: 1, is_consumed: true }),
    );
    keepClickId('gclid-123', 5_000, store);
    expect(readJson(store, 'ad_user_params')).toEqual({
      utm_data: { utm_source: 'google' },
      clickid: 'gclid-123',
      timestamp: 5_000,
      is_consumed: false,
      added_by: 'WEB',
    });
  });

  it('leaves the record alone when the same click id comes again (a reload)', () => {
    const store = createSafeStore(() => undefined);
    keepClickId('c1', 1_000, store);
    keepClickId('c1', 9_000, store);
    expect(readJson<{ timestamp: number }>(store, 'ad_user_params')?.timestamp).toBe(1_000);
  });
});
