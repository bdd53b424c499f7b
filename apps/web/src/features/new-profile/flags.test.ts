import { describe, expect, it, vi } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import { dismiss, shouldShow, type FlagDeps } from './flags';

vi.mock('../../lib/telemetry', () => ({
  reportError: vi.fn(() => Promise.resolve()),
  reportResponseAnomaly: vi.fn(),
}));

// SPEC §4 "New-profile modal/tooltip": shown until the flag is false on the server and locally;
// once the local copy reads false no server check is made. SPEC §8: a failed check is false.

function deps(serverStatus: boolean | Error): FlagDeps {
  return {
    store: createSafeStore(() => undefined),
    fetch: vi.fn(() =>
      serverStatus instanceof Error ? Promise.reject(serverStatus) : Promise.resolve(serverStatus),
    ),
    turnOff: vi.fn(() => Promise.resolve()),
  };
}

describe('new-profile flags', () => {
  it('asks the server while nothing is stored locally', async () => {
    const d = deps(true);
    expect(await shouldShow('new_profile_modal', d)).toBe(true);
    expect(d.fetch).toHaveBeenCalledWith('new_profile_modal');
  });

  it('makes no server call once the local copy reads false', async () => {
    const d = deps(true);
    d.store.setItem('showNewProfileModal', 'false');
    expect(await shouldShow('new_profile_modal', d)).toBe(false);
    expect(d.fetch).not.toHaveBeenCalled();
    // The tooltip has its own flag.
    expect(await shouldShow('new_profile_tooltip', d)).toBe(true);
  });

  it('remembers a false from the server locally', async () => {
    const d = deps(false);
    expect(await shouldShow('new_profile_tooltip', d)).toBe(false);
    expect(d.store.getItem('showNewProfileTooltip')).toBe('false');
  });

  it('shows nothing when the check fails', async () => {
    expect(await shouldShow('new_profile_modal', deps(new Error('offline')))).toBe(false);
  });

  it('sets both the local copy and the server on dismiss, local first', async () => {
    const d = deps(true);
    await dismiss('new_profile_modal', d);
    expect(d.store.getItem('showNewProfileModal')).toBe('false');
    expect(d.turnOff).toHaveBeenCalledWith('new_profile_modal');
    const failing = { ...deps(true), turnOff: vi.fn(() => Promise.reject(new Error('500'))) };
    await dismiss('new_profile_tooltip', failing);
    expect(failing.store.getItem('showNewProfileTooltip')).toBe('false');
  });
});
