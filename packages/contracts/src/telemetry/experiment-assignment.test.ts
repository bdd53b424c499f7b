import { describe, expect, it } from 'vitest';
import { EXPERIMENT_REDIRECT_DELAY_MS, EXPERIMENT_REDIRECT_MAX_DELAY_MS } from '../constants';
import { experimentRedirectDelay, pickVariant } from './experiment-assignment';

describe('SPEC §9 experiment redirect delay: default 100 ms, max 1000 ms', () => {
  it('defaults to 100 ms and never exceeds 1,000 ms', () => {
    expect(EXPERIMENT_REDIRECT_DELAY_MS).toBe(100);
    expect(EXPERIMENT_REDIRECT_MAX_DELAY_MS).toBe(1_000);
    expect(experimentRedirectDelay()).toBe(100);
    expect(experimentRedirectDelay(null)).toBe(100);
    expect(experimentRedirectDelay(Number.NaN)).toBe(100);
    expect(experimentRedirectDelay(250)).toBe(250);
    expect(experimentRedirectDelay(1_000)).toBe(1_000);
    expect(experimentRedirectDelay(5_000)).toBe(1_000);
    expect(experimentRedirectDelay(-5)).toBe(0);
  });
});

describe('pickVariant', () => {
  const variants = [
    { name: 'a', weight: 1 },
    { name: 'b', weight: 1 },
  ];

  it('gives the same key the same variant, and different experiments draw independently', () => {
    expect(pickVariant('x', 'person', variants)).toBe(pickVariant('x', 'person', variants));
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}`);
    const inX = keys.map((key) => pickVariant('x', key, variants));
    const inY = keys.map((key) => pickVariant('y', key, variants));
    expect(inX).not.toEqual(inY);
  });

  it('picks nothing when no variant has weight, and never a variant of weight 0', () => {
    expect(pickVariant('x', 'k', [{ name: 'a', weight: 0 }])).toBeNull();
    const keys = Array.from({ length: 500 }, (_, i) => `k${i}`);
    const picks = keys.map((key) =>
      pickVariant('x', key, [
        { name: 'a', weight: 0 },
        { name: 'b', weight: 2 },
      ]),
    );
    expect(new Set(picks)).toEqual(new Set(['b']));
  });
});
