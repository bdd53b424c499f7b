import { TRACING_SAMPLING_REFRESH_MS } from '@kaizen/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../storage';
import { StorageKey } from '../storage-keys';
import { createSampler } from './sampling';

// SPEC §9 "sampling refresh 24 h": the server's probability is asked once, the decision kept on
// the device and asked again after 24 h.

function setup(probabilities: number[], random = 0.5) {
  const store = memoryStore();
  const fetchProbability = vi.fn(async () => {
    const next = probabilities.shift();
    if (next === undefined) throw new Error('offline');
    return next;
  });
  const sampler = createSampler({
    store,
    now: () => Date.now(),
    random: () => random,
    fetchProbability,
  });
  return { sampler, fetchProbability, store };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('tracing sampling (SPEC §9)', () => {
  it('asks the server once and keeps the decision for 24 h', async () => {
    const { sampler, fetchProbability, store } = setup([1, 0]);
    expect(await Promise.all([sampler.sampled(), sampler.sampled()])).toEqual([true, true]);
    vi.advanceTimersByTime(TRACING_SAMPLING_REFRESH_MS - 1);
    expect(await sampler.sampled()).toBe(true);
    expect(fetchProbability).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.getItem(StorageKey.tracingSampling) ?? '')).toEqual({
      probability: 1,
      sampled: true,
      decided_at: Date.parse('2026-03-02T10:00:00Z'),
    });
    vi.advanceTimersByTime(1);
    expect(await sampler.sampled()).toBe(false);
    expect(fetchProbability).toHaveBeenCalledTimes(2);
  });

  it('draws against the probability', async () => {
    expect(await setup([0.4], 0.39).sampler.sampled()).toBe(true);
    expect(await setup([0.4], 0.4).sampler.sampled()).toBe(false);
    expect(await setup([0], 0).sampler.sampled()).toBe(false);
  });

  it('sends nothing while the server cannot be asked, and asks again next time', async () => {
    const { sampler, fetchProbability } = setup([]);
    expect(await sampler.sampled()).toBe(false);
    expect(await sampler.sampled()).toBe(false);
    expect(fetchProbability).toHaveBeenCalledTimes(2);
  });
});
