import { pickVariant, type RemoteConfig } from '@kaizen/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import { resolveVariant, type VariantSources } from './resolve-variant';

// SPEC §4 experiments on the client: stored value wins (the server's, for a signed-in person),
// override, visitors from local data or the remote config's 'experiment' value, saved as JSON,
// failure → false.

const NAME = 'matching_experiment_24';
const VARIANTS = [
  { name: 'control', weight: 50 },
  { name: 'top_three', weight: 50 },
];
const config: RemoteConfig = {
  experiments: [{ name: NAME, source: 'experiment', variants: VARIANTS }],
};

const sources = (overrides: Partial<VariantSources> = {}): VariantSources => ({
  signedIn: false,
  override: null,
  store: createSafeStore(() => undefined),
  assign: vi.fn(() =>
    Promise.resolve({ experiment: NAME, variant: 'top_three', source: 'stored' as const }),
  ),
  remoteConfig: vi.fn(() => Promise.resolve(config)),
  visitorKey: () => 'device-1',
  report: vi.fn(),
  ...overrides,
});

describe('resolveVariant', () => {
  it("a signed-in person gets the server's answer (stored in the realtime tree), saved locally as JSON", async () => {
    const given = sources({ signedIn: true });
    given.store.setItem(NAME, JSON.stringify('control'));
    expect(await resolveVariant(NAME, given)).toBe('top_three');
    expect(given.assign).toHaveBeenCalledWith(NAME, null);
    expect(given.store.getItem(NAME)).toBe('"top_three"');
  });

  it("passes a signed-in person's override to the server, which writes it", async () => {
    const given = sources({ signedIn: true, override: 'control' });
    await resolveVariant(NAME, given);
    expect(given.assign).toHaveBeenCalledWith(NAME, 'control');
  });

  it('a visitor keeps the choice saved in this browser', async () => {
    const given = sources();
    given.store.setItem(NAME, JSON.stringify('control'));
    expect(await resolveVariant(NAME, given)).toBe('control');
    expect(given.remoteConfig).not.toHaveBeenCalled();
  });

  it("a new visitor gets the remote config's experiment value for this device, saved", async () => {
    const given = sources();
    const expected = pickVariant(NAME, 'device-1', VARIANTS);
    expect(await resolveVariant(NAME, given)).toBe(expected);
    expect(given.store.getItem(NAME)).toBe(JSON.stringify(expected));
  });

  it('a visitor is in no variant (null) when the experiment is not in the remote config', async () => {
    const given = sources({ remoteConfig: () => Promise.resolve({ experiments: [] }) });
    expect(await resolveVariant(NAME, given)).toBeNull();
    expect(given.store.getItem(NAME)).toBeNull();
  });

  it('a failure is logged and reported, and the variant is false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    const given = sources({ signedIn: true, assign: () => Promise.reject(failure) });
    expect(await resolveVariant(NAME, given)).toBe(false);
    expect(given.report).toHaveBeenCalledWith(failure);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
